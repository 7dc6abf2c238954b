import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { Group } from "@contract/groups";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("groups/group-events-card", {
  upcoming: "Upcoming events",
  noneMember: "Nothing planned yet. Plan a study, an outing or an evening of prayer, and the group answers.",
  none: "Nothing planned yet.",
});

/**
 * The group's events to come, and for its members 'New event'. Both are the events feature's,
 * which the page brings: `list`, told what to say when there are none, and `newEvent`.
 */
export function GroupEventsCard({ group, list, newEvent }: { group: Group; list: (emptyText: string) => ReactNode; newEvent: ReactNode }) {
  const t = useStore(messages);
  const member = group.myRole !== null;
  return (
    <PanelCard id={`group-${group.id}-events`} title={t.upcoming}>
      {list(member ? t.noneMember : t.none)}
      {member && <div className="mt-4">{newEvent}</div>}
    </PanelCard>
  );
}
