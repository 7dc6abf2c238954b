import { useStore } from "@nanostores/react";
import type { Church } from "@contract/churches";
import type { PublicUser } from "@contract/users";
import { BannedPeople, LiftBanButton } from "@/components/banned-people";
import { i18n } from "@/lib/i18n";
import { useLiftChurchBan } from "./church-member-mutations";
import { useChurchBans } from "./church-queries";

const messages = i18n("churches/church-banned-list", {
  none: "No one is banned from this church.",
});

/** Manage, below the people: who is kept out of the church, each with Lift ban. */
export function ChurchBannedList({ church }: { church: Church }) {
  const t = useStore(messages);
  const bans = useChurchBans(church.slug);
  return <BannedPeople bans={bans} none={t.none} lift={(person) => <LiftChurchBan church={church} person={person} />} />;
}

function LiftChurchBan({ church, person }: { church: Church; person: PublicUser }) {
  return <LiftBanButton person={person} lift={useLiftChurchBan(church, person)} />;
}
