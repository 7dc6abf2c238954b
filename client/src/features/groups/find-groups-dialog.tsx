import { useStore } from "@nanostores/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { useId } from "react";
import type { Group } from "@contract/groups";
import { MAX_GROUP_NAME } from "@contract/limits";
import { GroupJoinActions } from "@/components/group-join-actions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { SearchBox } from "@/components/search-box";
import { throwIfNotOk } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";
import { searchKey } from "@/lib/group-cache";
import { i18n, params } from "@/lib/i18n";
import { useSearchText } from "@/lib/use-search-text";
import { MemberCount } from "./group-badges";
import { useJoinGroup } from "./group-mutations";

const messages = i18n("groups/find-groups-dialog", {
  findGroups: "Find Groups",
  description: "Public groups anyone can join. Private groups are by invitation only.",
  searchByName: "Search groups by name",
  searching: "Searching",
  searchFailed: "The search did not work. Please try again.",
  noMatch: params<{ query: string }>('No public groups match "{query}" yet.'),
  noPublicGroups: "There are no public groups yet.",
  startOne: "Start one yourself",
  publicGroups: "Public groups",
});

/** 'Find Groups': public groups whose name contains the text, with Join. */
export function FindGroupsDialog({
  open,
  onOpenChange,
  initialQuery,
  onCreateInstead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
  /** Offered when nothing matches: start such a group yourself. */
  onCreateInstead?: () => void;
}) {
  const t = useStore(messages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl content-start sm:min-h-[28rem]">
        <DialogHeader>
          <DialogTitle>{t.findGroups}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <GroupSearch initialQuery={initialQuery} onCreateInstead={onCreateInstead} />
      </DialogContent>
    </Dialog>
  );
}

function GroupSearch({ initialQuery, onCreateInstead }: { initialQuery: string; onCreateInstead?: () => void }) {
  const t = useStore(messages);
  const inputId = useId();
  const search = useSearchText(initialQuery);
  const { query } = search;
  const results = useQuery<Group[]>({
    queryKey: searchKey(query),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/groups/search?${new URLSearchParams({ q: query })}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as Group[];
    },
    placeholderData: keepPreviousData,
  });
  const searching = results.isFetching || search.settling;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.searchByName}
        </label>
        <SearchBox id={inputId} search={search} busy={searching} placeholder={t.searchByName} maxLength={MAX_GROUP_NAME} />
      </div>

      <div aria-live="polite" aria-busy={searching}>
        {results.isPending ? (
          <div role="status" aria-label={t.searching} className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(results.error) ?? t.searchFailed}
          </p>
        ) : results.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="text-sm text-muted-foreground">{query ? t.noMatch({ query }) : t.noPublicGroups}</p>
            {onCreateInstead && (
              <Button variant="outline" size="sm" onClick={onCreateInstead}>
                <Plus aria-hidden="true" />
                {t.startOne}
              </Button>
            )}
          </div>
        ) : (
          <ul aria-label={t.publicGroups} className="grid grid-cols-1 gap-3">
            {results.data.map((group) => (
              <SearchResult key={group.id} group={group} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SearchResult({ group }: { group: Group }) {
  const join = useJoinGroup(group);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border p-3 sm:p-4">
      <div className="min-w-0 flex-1 basis-56">
        <p dir="auto" className="font-semibold wrap-anywhere">
          {group.name}
        </p>
        <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
          <Users aria-hidden="true" className="size-3.5" />
          <MemberCount count={group.memberCount} />
        </p>
        {group.description && (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm wrap-anywhere text-foreground/90">
            {group.description}
          </p>
        )}
      </div>
      <GroupJoinActions group={group} join={join} />
    </li>
  );
}
