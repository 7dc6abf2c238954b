import { useStore } from "@nanostores/react";
import { LoaderCircle, Users } from "lucide-react";
import { useId, useState } from "react";
import { MEMBER_FILTERS, type MemberFilter } from "@contract/admin";
import { MAX_EMAIL } from "@contract/limits";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { SearchIconField } from "@/components/search-icon-field";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useDebounced } from "@/lib/use-debounced";
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
  loadingMore: "Loading...",
});

const DEBOUNCE_MS = 250;

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
  const [text, setText] = useState("");
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const list = useAdminMembers(filter, query);
  const members = list.data?.pages.flat() ?? [];
  const searching = (list.isFetching && !list.isFetchingNextPage) || query !== text.trim();

  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <SearchIconField className="min-w-0 flex-1 basis-56">
          <Input
            type="search"
            aria-label={t.find}
            placeholder={t.findShort}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={MAX_EMAIL}
            autoComplete="off"
            className="pl-9"
          />
          {searching && (
            <LoaderCircle aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
          )}
        </SearchIconField>
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
      {list.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t.loadingMore : t.more}
        </Button>
      )}
    </Card>
  );
}
