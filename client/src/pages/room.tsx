import { useStore } from "@nanostores/react";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { RoomView } from "@/features/rooms/room-view";
import { useRoom } from "@/features/rooms/room-queries";
import { hasStatus } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/room", {
  home: "Home",
  prayerRoom: "Prayer room",
  roomNotFound: "Room not found",
  entering: "Entering the room...",
  loadFailed: "This prayer room could not be loaded",
  notFound: "Prayer room not found",
  notFoundExplanation: "It may have been for someone else's connections or group.",
});

/** A live prayer room, or once it has closed, its record (at the same address). */
export function RoomPage() {
  const { id } = useParams<{ id: string }>();
  const t = useStore(messages);
  const roomId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="grid gap-4">
      <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.home}
      </Link>
      {roomId === null ? <RoomNotFound /> : <RoomLoader roomId={roomId} />}
    </div>
  );
}

function RoomLoader({ roomId }: { roomId: number }) {
  const t = useStore(messages);
  const room = useRoom(roomId);
  useDocumentTitle(room.data ? (room.data.title ?? t.prayerRoom) : room.isError ? t.roomNotFound : t.prayerRoom);
  if (room.isPending) return <FullPageSpinner label={t.entering} className="min-h-[40dvh]" />;
  if (room.isError) {
    if (hasStatus(room.error, 404)) return <RoomNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={room.error} onRetry={room.refetch} />;
  }
  return <RoomView room={room.data} />;
}

function RoomNotFound() {
  const t = useStore(messages);
  return (
    <div className="rounded-lg border bg-card p-6">
      <h1 className="font-serif text-xl text-heading">{t.notFound}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t.notFoundExplanation}</p>
    </div>
  );
}
