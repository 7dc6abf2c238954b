import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { Group } from "@contract/groups";
import { DeferredPart } from "@/components/deferred-part";
import { PanelCard } from "@/components/panel-card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";

const messages = i18n("groups/group-events-card", {
  upcoming: "Upcoming events",
  loading: "Loading the events",
  noneMember: "Nothing planned yet. Plan a study, an outing or an evening of prayer, and the group answers.",
  none: "Nothing planned yet.",
});

/**
 * The group's events to come, and for its members 'New event'. Both are the events feature's,
 * which the page brings (`list`, told what to say when there are none, and `newEvent`): their
 * code loads beside the page's.
 */
export function GroupEventsCard({ group, list, newEvent }: { group: Group; list: (emptyText: string) => ReactNode; newEvent: ReactNode }) {
  const t = useStore(messages);
  const member = group.myRole !== null;
  return (
    <PanelCard id={`group-${group.id}-events`} title={t.upcoming}>
      <DeferredPart
        standIn={
          <div role="status" aria-label={t.loading} className="grid gap-3">
            <Skeleton className="h-12" />
          </div>
        }
      >
        {list(member ? t.noneMember : t.none)}
      </DeferredPart>
      {member && (
        <div className="mt-4">
          <DeferredPart standIn={null}>{newEvent}</DeferredPart>
        </div>
      )}
    </PanelCard>
  );
}
