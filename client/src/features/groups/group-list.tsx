import { useStore } from "@nanostores/react";
import { Plus, Search, Users } from "lucide-react";
import type { Group } from "@contract/groups";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { GroupCard } from "./group-card";

const messages = i18n("groups/group-list", {
  loading: "Loading your groups",
  loadFailed: "We could not load your groups",
  noGroups: "No Groups Yet",
  noGroupsHint: "Start a Bible study, a prayer circle or a ministry team, or find a public group to join.",
  createFirst: "Create Your First Group",
  browse: "Browse Public Groups",
});

/** 'My Groups': the cards, skeletons while loading, or 'No Groups Yet'. */
export function GroupList({
  groups,
  onCreate,
  onFind,
}: {
  groups: { isPending: boolean; isError: boolean; error: unknown; data?: Group[]; refetch: () => unknown };
  onCreate: () => void;
  onFind: () => void;
}) {
  const t = useStore(messages);
  if (groups.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="mt-2 h-9 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (groups.isError || !groups.data) {
    return <LoadError title={t.loadFailed} error={groups.error} onRetry={groups.refetch} />;
  }
  if (groups.data.length === 0) {
    return (
      <EmptyStateCard icon={Users} tone="secondary" title={t.noGroups} text={t.noGroupsHint}>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            {t.createFirst}
          </Button>
          <Button variant="outline" onClick={onFind}>
            <Search aria-hidden="true" />
            {t.browse}
          </Button>
        </div>
      </EmptyStateCard>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {groups.data.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}
