import { useStore } from "@nanostores/react";
import { Users } from "lucide-react";
import { useId, useState } from "react";
import { MEMBER_FILTERS, type MemberFilter } from "@contract/admin";
import { MAX_EMAIL } from "@contract/limits";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadMoreButton } from "@/components/load-more-button";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { SearchBox } from "@/components/search-box";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useSearchText } from "@/lib/use-search-text";
import { AdminMemberRow } from "./admin-member-row";
import { useAdminMembers } from "./admin-queries";
import { FILTER_WORDS, memberWords } from "./member-words";

const messages = i18n("admin/member-list", {
  find: "Find a member by name or e-mail",
  findShort: "Name or e-mail",
  show: "Show",
  members: "Members",
  loading: "Loading members",
  loadError: "We could not load the members",
  noneTitle: "No members found",
  none: "No member matches this search and filter.",
  more: "Show more members",
});

/**
 * The site's members for the team, newest first: a box to find someone by name or e-mail, a
 * filter by what is true of them, and a page at a time. Admins change roles from the list.
 */
export function MemberList() {
  const t = useStore(messages);
  const w = useStore(memberWords);
  const filterId = useId();
  const me = useCurrentUser();
  const [filter, setFilter] = useState<MemberFilter>("all");
  const search = useSearchText();
  const list = useAdminMembers(filter, search.query);
  const members = list.data?.pages.flat() ?? [];
  const searching = (list.isFetching && !list.isFetchingNextPage) || search.settling;

  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <SearchBox
          search={search}
          busy={searching}
          aria-label={t.find}
          placeholder={t.findShort}
          maxLength={MAX_EMAIL}
          className="min-w-0 flex-1 basis-56"
        />
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium">
            {t.show}
          </label>
          <NativeSelect id={filterId} className="h-11" value={filter} onChange={(event) => setFilter(event.target.value as MemberFilter)}>
            {MEMBER_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {choice === "all" ? w.all : w[FILTER_WORDS[choice]]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isPending ? (
        <PersonSkeletons count={4} label={t.loading} />
      ) : list.isError && members.length === 0 ? (
        <LoadError title={t.loadError} error={list.error} onRetry={list.refetch} titleAs="p" />
      ) : members.length === 0 ? (
        <EmptyStateCard icon={Users} tone="secondary" small title={t.noneTitle} titleAs="p" text={t.none} className="border-0 shadow-none" />
      ) : (
        <ul aria-label={t.members} aria-busy={searching} className="grid grid-cols-1 gap-4">
          {members.map((member) => (
            <AdminMemberRow key={member.user.id} member={member} mayChangeRole={me.siteRole === "admin" && member.user.id !== me.id} />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t.more} />
    </Card>
  );
}
