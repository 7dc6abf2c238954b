import { useStore } from "@nanostores/react";
import type { PublicUser } from "@contract/users";
import { BannedPeople, LiftBanButton } from "@/components/banned-people";
import { i18n } from "@/lib/i18n";
import { useLiftGroupBan } from "./group-mutations";
import { useGroupBans } from "./group-queries";

const messages = i18n("groups/banned-list", {
  none: "No one is banned from this group.",
});

/** Manage > Members, below the members: who is banned from the group, each with Lift ban. */
export function BannedList({ groupId }: { groupId: number }) {
  const t = useStore(messages);
  const bans = useGroupBans(groupId);
  // In the Manage dialog, whose headings are a size smaller than a page's.
  return <BannedPeople bans={bans} none={t.none} titleSize="text-sm" lift={(person) => <LiftGroupBan groupId={groupId} person={person} />} />;
}

function LiftGroupBan({ groupId, person }: { groupId: number; person: PublicUser }) {
  return <LiftBanButton person={person} lift={useLiftGroupBan(groupId, person)} />;
}
