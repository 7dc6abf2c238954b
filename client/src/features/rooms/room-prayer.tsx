import { HandHeart, SkipForward } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import { MAX_ROOM_REQUEST } from "@contract/limits";
import type { Room } from "@contract/rooms";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAddRequest, useNextRequest, useSayAmen } from "./room-queries";

/** What the room prays for now, the shared Amen, the host's "Next request", and the list to come. */
export function RoomPrayer({ room }: { room: Room }) {
  const current = room.requests.find((r) => r.id === room.currentRequestId) ?? null;
  const upcoming = room.requests.filter((r) => r.prayedAt === null && r.id !== room.currentRequestId);
  const amen = useSayAmen(room.id);
  const next = useNextRequest(room.id);
  return (
    <section aria-labelledby="room-current-title" className="flex flex-col gap-4 rounded-lg border bg-card p-5">
      <h2 id="room-current-title" className="text-sm font-semibold text-muted-foreground">
        Praying for
      </h2>
      {current ? (
        <div data-testid="room-current">
          <p className="font-serif text-xl leading-snug text-heading whitespace-pre-wrap">{current.content}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {current.author ? `Asked by ${displayName(current.author)}` : "A prayer request of the group"}
          </p>
        </div>
      ) : (
        <p className="text-muted-foreground" data-testid="room-current">
          {room.requests.length ? "Every request has been prayed for. Add another below." : "No requests yet. Add one below."}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="gold" size="lg" onClick={() => amen.mutate()} disabled={amen.isPending}>
          <HandHeart aria-hidden="true" />
          Amen
        </Button>
        <p className="text-sm">
          <span className="font-semibold tabular-nums" data-testid="room-amen-count">
            {room.amenCount}
          </span>{" "}
          {room.amenCount === 1 ? "Amen" : "Amens"}
        </p>
        {room.isHost && (
          <Button variant="outline" onClick={() => next.mutate(undefined)} disabled={next.isPending || (!current && upcoming.length === 0)}>
            <SkipForward aria-hidden="true" />
            Next request
          </Button>
        )}
      </div>
      {upcoming.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Up next</h3>
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
        Your prayer request
      </label>
      <Input
        id="room-request-input"
        value={draft}
        maxLength={MAX_ROOM_REQUEST}
        placeholder="Add a short prayer request"
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={!content || add.isPending}>
        Add request
      </Button>
    </form>
  );
}
