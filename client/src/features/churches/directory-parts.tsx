import { useStore } from "@nanostores/react";
import type { ChurchMember } from "@contract/churches";
import { MAX_CHURCH_NAME } from "@contract/limits";
import { LoadMoreButton } from "@/components/load-more-button";
import { SearchBox } from "@/components/search-box";
import { i18n } from "@/lib/i18n";
import { useSearchText } from "@/lib/use-search-text";
import { useChurchDirectory } from "./church-queries";

const messages = i18n("churches/directory-parts", {
  find: "Find a member by name",
  more: "Show more members",
});

// A church this large or larger gets a box to find someone by name.
const FIND_FROM = 10;

/**
 * A church's directory as a list shows it: the members found so far, a box to look for someone
 * by name (the server looks, across the whole directory), and the way to the next page.
 */
export function useDirectoryList(slug: string, memberCount: number) {
  const t = useStore(messages);
  const find = useSearchText();
  const directory = useChurchDirectory(slug, find.query);
  const members: ChurchMember[] = directory.data?.pages.flat() ?? [];
  const searching = (directory.isFetching && !directory.isFetchingNextPage) || find.settling;

  const search =
    memberCount >= FIND_FROM || find.text ? (
      <SearchBox search={find} busy={searching} aria-label={t.find} placeholder={t.find} maxLength={MAX_CHURCH_NAME} />
    ) : null;
  const more = <LoadMoreButton list={directory} label={t.more} />;

  return { directory, members, query: find.query, search, more };
}
