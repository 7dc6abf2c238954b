import { useStore } from "@nanostores/react";
import { format } from "date-fns";
import { displayName } from "@contract/display-name";
import type { Room } from "@contract/rooms";
import { dateLocale } from "@/lib/date-locale";
import { count, i18n } from "@/lib/i18n";

const messages = i18n("rooms/room-record", {
  ended: "This prayer room has ended",
  when: "When",
  joined: "Joined",
  people: count({ one: "{count} person", other: "{count} people" }),
  amens: "Amens",
  prayedFor: "Prayed for",
  nonePrayed: "No requests were prayed through.",
});

/** A closed room's record: when it was, how many joined, what was prayed for. */
export function RoomRecord({ room }: { room: Room }) {
  const t = useStore(messages);
  const locale = { locale: dateLocale() };
  const prayed = room.requests.filter((r) => r.prayedAt !== null);
  const opened = new Date(room.openedAt);
  return (
    <section aria-labelledby="room-record-title" className="flex flex-col gap-4 rounded-lg border bg-card p-5" data-testid="room-record">
      <h2 id="room-record-title" className="font-serif text-xl text-heading">
        {t.ended}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.when}</dt>
        <dd>
          {format(opened, "PPP, p", locale)} – {room.closedAt ? format(new Date(room.closedAt), "p", locale) : ""}
        </dd>
        <dt className="text-muted-foreground">{t.joined}</dt>
        <dd>{t.people(room.joinedCount)}</dd>
        <dt className="text-muted-foreground">{t.amens}</dt>
        <dd>{room.amenCount}</dd>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t.prayedFor}</h3>
        {prayed.length ? (
          <ul className="grid gap-2 text-sm">
            {prayed.map((r) => (
              <li key={r.id} className="rounded-md bg-muted px-3 py-2">
                <span className="whitespace-pre-wrap">{r.content}</span>
                {r.author && <span className="text-muted-foreground">{` — ${displayName(r.author)}`}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t.nonePrayed}</p>
        )}
      </div>
    </section>
  );
}
