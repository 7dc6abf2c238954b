import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@contract/users";
import { throwIfNotOk } from "@/lib/api";

/** Where the writer writes, as the list under an "@" asks it: a group, a church, the post a comment is under, or their wall (none). */
export type MentionPlace = { groupId?: number; churchId?: number; postId?: number };

// Keys: ["/api/mentions/suggestions", place, text]; fetched with a query string, never by joining the key.
const MENTIONS_PREFIX = ["/api/mentions/suggestions"] as const;

async function fetchSuggestions(q: string, place: MentionPlace, signal: AbortSignal): Promise<PublicUser[]> {
  const query = new URLSearchParams({ q });
  for (const [name, id] of Object.entries(place)) if (id !== undefined) query.set(name, String(id));
  const res = await fetch(`/api/mentions/suggestions?${query}`, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as PublicUser[];
}

/** The people the writer may mention there whose name starts with `q` (already debounced; none for ""). */
export function useMentionSuggestions(q: string, place: MentionPlace) {
  return useQuery({
    queryKey: [...MENTIONS_PREFIX, place, q],
    queryFn: ({ signal }) => fetchSuggestions(q, place, signal),
    enabled: q !== "",
    // A name typed again a moment later is offered at once.
    staleTime: 30_000,
    retry: false,
    // The last list stays while the next loads, so it does not flicker with each key.
    placeholderData: keepPreviousData,
  });
}
