import { useStore } from "@nanostores/react";
import { Plus, Search, Users } from "lucide-react";
import type { Group } from "@contract/groups";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { GroupCard } from "./group-card";
import { GroupCardSkeletons } from "./group-card-skeletons";

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
    return <GroupCardSkeletons label={t.loading} />;
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
