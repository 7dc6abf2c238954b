import { useStore } from "@nanostores/react";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import type { ChurchMember } from "@contract/churches";
import { MAX_CHURCH_NAME } from "@contract/limits";
import { SearchIconField } from "@/components/search-icon-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { i18n } from "@/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { useChurchDirectory } from "./church-queries";

const messages = i18n("churches/directory-parts", {
  find: "Find a member by name",
  more: "Show more members",
  loadingMore: "Loading...",
});

const DEBOUNCE_MS = 250;
// A church this large or larger gets a box to find someone by name.
const FIND_FROM = 10;

/**
 * A church's directory as a list shows it: the members found so far, a box to look for someone
 * by name (the server looks, across the whole directory), and the way to the next page.
 */
export function useDirectoryList(slug: string, memberCount: number) {
  const t = useStore(messages);
  const [text, setText] = useState("");
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const directory = useChurchDirectory(slug, query);
  const members: ChurchMember[] = directory.data?.pages.flat() ?? [];
  const searching = directory.isFetching && !directory.isFetchingNextPage;

  const search =
    memberCount >= FIND_FROM || text ? (
      <SearchIconField>
        <Input
          type="search"
          aria-label={t.find}
          placeholder={t.find}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_CHURCH_NAME}
          autoComplete="off"
          className="pl-9"
        />
        {(searching || query !== text.trim()) && (
          <LoaderCircle aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
        )}
      </SearchIconField>
    ) : null;

  const more = directory.hasNextPage ? (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={directory.isFetchingNextPage}
      onClick={() => void directory.fetchNextPage()}
    >
      {directory.isFetchingNextPage ? t.loadingMore : t.more}
    </Button>
  ) : null;

  return { directory, members, query, search, more };
}
