import { useStore } from "@nanostores/react";
import { Radio, Square } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Room } from "@contract/rooms";
import { ConfirmButton } from "@/components/confirm-button";
import { i18n, params } from "@/lib/i18n";
import { PresenceList } from "./presence-list";
import { RoomChat } from "./room-chat";
import { RoomPrayer } from "./room-prayer";
import { RoomRecord } from "./room-record";
import { RoomScheduled } from "./room-scheduled";
import { useEndRoom } from "./room-mutations";
import { useRoomPresence } from "./use-room-presence";

const messages = i18n("rooms/room-view", {
  roomOf: params<{ host: string }>("{host}'s prayer room"),
  forConnections: "For connections",
  hostedBy: params<{ host: string }>("Hosted by {host}"),
  hostedByYou: "Hosted by you",
  liveNow: "Live now",
  notStarted: "Not started yet",
  endRoom: "End room",
  endTitle: "End this prayer room?",
  endDescription: "Everyone in it leaves, and the room keeps a record of what was prayed for.",
  ending: "Ending...",
});

/**
 * A prayer room: when it starts, while set for later; live while open (presence, the request
 * prayed for, Amen, chat); its record once closed.
 */
export function RoomView({ room }: { room: Room }) {
  const t = useStore(messages);
  const startsAt = room.closedAt === null ? room.startsAt : null;
  const open = room.closedAt === null && startsAt === null;
  useRoomPresence(room.id, open);
  const end = useEndRoom(room.id);
  const host = displayName(room.host);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 font-serif text-2xl font-semibold text-heading">
            {open && <Radio aria-hidden="true" className="size-5 shrink-0 text-gold" />}
            <span className="break-words">{room.title ?? t.roomOf({ host })}</span>
          </h1>
          <p className="text-sm text-muted-foreground">
            {`${room.group ? room.group.name : t.forConnections} · `}
            {room.isHost ? t.hostedByYou : t.hostedBy({ host })}
            {open && ` · ${t.liveNow}`}
            {startsAt && ` · ${t.notStarted}`}
          </p>
        </div>
        {open && room.isHost && <EndButton onEnd={(done) => end.mutate(undefined, { onSettled: done })} pending={end.isPending} />}
      </header>
      {startsAt ? (
        <RoomScheduled room={room} startsAt={startsAt} />
      ) : open ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <RoomPrayer room={room} />
            <PresenceList
              roomId={room.id}
              present={room.present}
              hostId={room.host.id}
              silencedIds={room.isHost ? room.silencedIds : undefined}
            />
          </div>
          <RoomChat roomId={room.id} messages={room.messages} open silenced={room.silenced} />
        </div>
      ) : (
        <RoomRecord room={room} />
      )}
    </div>
  );
}

function EndButton({ onEnd, pending }: { onEnd: (done: () => void) => void; pending: boolean }) {
  const t = useStore(messages);
  return (
    <ConfirmButton
      trigger={
        <>
          <Square aria-hidden="true" />
          {t.endRoom}
        </>
      }
      triggerProps={{ variant: "outline" }}
      title={t.endTitle}
      description={t.endDescription}
      confirmLabel={t.endRoom}
      pendingLabel={t.ending}
      onConfirm={onEnd}
      pending={pending}
    />
  );
}
