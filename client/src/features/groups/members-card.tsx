import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Group } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { PanelCard } from "@/components/panel-card";
import { serverMessage } from "@/lib/api-error";
import { count, i18n } from "@/lib/i18n";
import { AdminBadge } from "./group-badges";
import { useGroupMembers } from "./group-queries";
import { MemberRow } from "@/components/member-row";

const messages = i18n("groups/members-card", {
  members: "Members",
  inAll: count({ one: "{count} in all", other: "{count} in all" }),
  loading: "Loading members",
  loadFailed: "The members could not be loaded.",
  showFewer: "Show fewer",
  // Shown only past the first eight, so never for one.
  showAll: count({ one: "Show all {count} members", other: "Show all {count} members" }),
});

const FIRST = 8;

/** The group's members, admins first, with their avatars, names and an Admin badge. */
export function MembersCard({ group }: { group: Group }) {
  const members = useGroupMembers(group.id);
  const t = useStore(messages);
  const [showAll, setShowAll] = useState(false);
  const list = members.data ?? [];
  const shown = showAll ? list : list.slice(0, FIRST);
  return (
    <PanelCard
      id={`group-${group.id}-members`}
      title={t.members}
      badge={<Badge aria-label={t.inAll(list.length || group.memberCount)}>{list.length || group.memberCount}</Badge>}
    >
      {members.isPending ? (
        <PersonSkeletons count={3} label={t.loading} />
      ) : members.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(members.error) ?? t.loadFailed}
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4">
            {shown.map((member) => (
              <MemberRow key={member.user.id} person={member.user} badges={member.role === "admin" && <AdminBadge />} />
            ))}
          </ul>
          {list.length > FIRST && (
            <Button variant="link" size="sm" className="mt-3 h-auto p-0" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? t.showFewer : t.showAll(list.length)}
            </Button>
          )}
        </>
      )}
    </PanelCard>
  );
}
