import { useStore } from "@nanostores/react";
import { HandHeart, SkipForward } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import { MAX_ROOM_REQUEST } from "@contract/limits";
import type { Room } from "@contract/rooms";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { count, i18n, params } from "@/lib/i18n";
import { useAddRequest, useNextRequest, useSayAmen } from "./room-mutations";

const messages = i18n("rooms/room-prayer", {
  prayingFor: "Praying for",
  askedBy: params<{ name: string }>("Asked by {name}"),
  groupRequest: "A prayer request of the group",
  allPrayed: "Every request has been prayed for. Add another below.",
  noRequests: "No requests yet. Add one below.",
  amen: "Amen",
  // The number stands in its own element just before: only the word follows it.
  amens: count({ one: "Amen", other: "Amens" }),
  next: "Next request",
  upNext: "Up next",
  requestLabel: "Your prayer request",
  requestPlaceholder: "Add a short prayer request",
  add: "Add request",
});

/** What the room prays for now, the shared Amen, the host's "Next request", and the list to come. */
export function RoomPrayer({ room }: { room: Room }) {
  const t = useStore(messages);
  const current = room.requests.find((r) => r.id === room.currentRequestId) ?? null;
  const upcoming = room.requests.filter((r) => r.prayedAt === null && r.id !== room.currentRequestId);
  const amen = useSayAmen(room.id);
  const next = useNextRequest(room.id);
  return (
    <section aria-labelledby="room-current-title" className="flex flex-col gap-4 rounded-lg border bg-card p-5">
      <h2 id="room-current-title" className="text-sm font-semibold text-muted-foreground">
        {t.prayingFor}
      </h2>
      {current ? (
        <div data-testid="room-current">
          <p className="font-serif text-xl leading-snug text-heading whitespace-pre-wrap">{current.content}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {current.author ? t.askedBy({ name: displayName(current.author) }) : t.groupRequest}
          </p>
        </div>
      ) : (
        <p className="text-muted-foreground" data-testid="room-current">
          {room.requests.length ? t.allPrayed : t.noRequests}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="gold" size="lg" onClick={() => amen.mutate()} disabled={amen.isPending}>
          <HandHeart aria-hidden="true" />
          {t.amen}
        </Button>
        <p className="text-sm">
          <span className="font-semibold tabular-nums" data-testid="room-amen-count">
            {room.amenCount}
          </span>{" "}
          {t.amens(room.amenCount)}
        </p>
        {room.isHost && (
          <Button variant="outline" onClick={() => next.mutate(undefined)} disabled={next.isPending || (!current && upcoming.length === 0)}>
            <SkipForward aria-hidden="true" />
            {t.next}
          </Button>
        )}
      </div>
      {upcoming.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t.upNext}</h3>
          <ol className="grid gap-1 text-sm text-muted-foreground">
            {upcoming.map((r) => (
              <li key={r.id} className="truncate">
                {r.content}
              </li>
            ))}
          </ol>
        </div>
      )}
      <AddRequestForm roomId={room.id} />
    </section>
  );
}

function AddRequestForm({ roomId }: { roomId: number }) {
  const t = useStore(messages);
  const [draft, setDraft] = useState("");
  const add = useAddRequest(roomId);
  const content = draft.trim();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (content) add.mutate({ content }, { onSuccess: () => setDraft("") });
      }}
    >
      <label htmlFor="room-request-input" className="sr-only">
        {t.requestLabel}
      </label>
      <Input
        id="room-request-input"
        value={draft}
        maxLength={MAX_ROOM_REQUEST}
        placeholder={t.requestPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={!content || add.isPending}>
        {t.add}
      </Button>
    </form>
  );
}
