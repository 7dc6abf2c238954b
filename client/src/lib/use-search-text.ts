import { useState } from "react";
import { useDebounced } from "./use-debounced";

// Long enough to wait out a word being typed, short enough that the list seems to follow the keys.
const DEBOUNCE_MS = 250;

/**
 * What a search box holds, and `query`: the text to search for, trimmed, once typing pauses.
 * `settling` while the two differ, so the box can show that a search is on its way.
 */
export function useSearchText(initial = "") {
  const [text, setText] = useState(initial);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  return { text, setText, query, settling: query !== text.trim() };
}
