import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { UserAvatar } from "@/components/user-avatar";
import { i18n } from "@/lib/i18n";

const messages = i18n("rooms/presence-list", {
  prayingNow: "Praying now",
  people: "People in this room",
  host: "(host)",
  nobody: "Nobody is here yet.",
});

/** Who is in the room now: everyone whose room page is open. */
export function PresenceList({ present, hostId }: { present: PublicUser[]; hostId: number }) {
  const t = useStore(messages);
  return (
    <section aria-labelledby="room-present-title" className="rounded-lg border bg-card p-4">
      <h2 id="room-present-title" className="mb-3 text-sm font-semibold">
        {t.prayingNow} <span className="font-normal text-muted-foreground tabular-nums">({present.length})</span>
      </h2>
      <ul aria-label={t.people} className="flex flex-wrap gap-3" data-testid="room-present">
        {present.map((person) => (
          <li key={person.id} className="flex items-center gap-2 rounded-full bg-muted py-1 pr-3 pl-1 text-sm">
            <UserAvatar user={person} className="size-7 text-xs" />
            <span>{displayName(person)}</span>
            {person.id === hostId && <span className="text-xs text-muted-foreground">{t.host}</span>}
          </li>
        ))}
      </ul>
      {present.length === 0 && <p className="text-sm text-muted-foreground">{t.nobody}</p>}
    </section>
  );
}
