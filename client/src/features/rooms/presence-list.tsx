import { useStore } from "@nanostores/react";
import { MessageSquareOff, MessageSquareText } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { i18n, params } from "@/lib/i18n";
import { useSilence } from "./room-mutations";

const messages = i18n("rooms/presence-list", {
  prayingNow: "Praying now",
  people: "People in this room",
  host: "(host)",
  nobody: "Nobody is here yet.",
  silenced: "(silenced)",
  silence: "Silence",
  silenceName: params<{ name: string }>("Silence {name} in the chat"),
  lift: "Let write",
  liftName: params<{ name: string }>("Let {name} write in the chat again"),
});

type Props = {
  roomId: number;
  present: PublicUser[];
  hostId: number;
  /** Set for the host: those they silenced, whom they may let write again; the others they may silence. */
  silencedIds?: number[];
};

/** Who is in the room now: everyone whose room page is open. The host may silence someone in the chat from here. */
export function PresenceList({ roomId, present, hostId, silencedIds }: Props) {
  const t = useStore(messages);
  const silence = useSilence(roomId);
  return (
    <section aria-labelledby="room-present-title" className="rounded-lg border bg-card p-4">
      <h2 id="room-present-title" className="mb-3 text-sm font-semibold">
        {t.prayingNow} <span className="font-normal text-muted-foreground tabular-nums">({present.length})</span>
      </h2>
      <ul aria-label={t.people} className="flex flex-wrap gap-3" data-testid="room-present">
        {present.map((person) => {
          const name = displayName(person);
          const silenced = silencedIds?.includes(person.id) ?? false;
          return (
            <li key={person.id} className="flex items-center gap-2 rounded-full bg-muted py-1 pr-3 pl-1 text-sm">
              <UserAvatar user={person} className="size-7 text-xs" />
              <span>{name}</span>
              {person.id === hostId && <span className="text-xs text-muted-foreground">{t.host}</span>}
              {silenced && <span className="text-xs text-muted-foreground">{t.silenced}</span>}
              {silencedIds && person.id !== hostId && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="-my-1 -mr-2 h-7 rounded-full px-2 text-xs"
                  aria-label={silenced ? t.liftName({ name }) : t.silenceName({ name })}
                  disabled={silence.isPending}
                  onClick={() => silence.mutate({ userId: person.id, silenced: !silenced })}
                >
                  {silenced ? <MessageSquareText aria-hidden="true" /> : <MessageSquareOff aria-hidden="true" />}
                  {silenced ? t.lift : t.silence}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {present.length === 0 && <p className="text-sm text-muted-foreground">{t.nobody}</p>}
    </section>
  );
}
