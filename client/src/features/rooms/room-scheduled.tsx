import { useStore } from "@nanostores/react";
import { CalendarClock, Play, X } from "lucide-react";
import { useLocation } from "wouter";
import type { Room } from "@contract/rooms";
import { ConfirmButton } from "@/components/confirm-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { fullDateTime } from "@/lib/relative-time";
import { useCancelRoom, useStartRoom } from "./room-mutations";
import { StartsAt } from "./starts-at";

const messages = i18n("rooms/room-scheduled", {
  starting: "Starting...",
  startNow: "Start now",
  cancelRoom: "Cancel room",
  cancelTitle: "Cancel this prayer room?",
  cancelDescription: "It will no longer be listed, and nobody will be told it is starting.",
  cancelling: "Cancelling...",
  notStarted: "This prayer room has not started yet. You can join it here when it starts.",
});

/**
 * A room set for later, before it starts: when, and (to its host) Start now or Cancel. Nobody
 * joins yet; when it starts, the live stream says so and the page becomes the live room.
 */
export function RoomScheduled({ room, startsAt }: { room: Room; startsAt: string }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const start = useStartRoom(room.id);
  const cancel = useCancelRoom(room.id, () => navigate(room.group ? `/groups/${room.group.id}` : "/"));
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="size-5 text-gold" />
        <span>
          <StartsAt date={startsAt} />
        </span>
      </p>
      <p className="text-sm text-muted-foreground">{fullDateTime(startsAt)}</p>
      {room.isHost ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="gold" onClick={() => start.mutate(undefined)} disabled={start.isPending}>
            <Play aria-hidden="true" />
            {start.isPending ? t.starting : t.startNow}
          </Button>
          <ConfirmButton
            trigger={
              <>
                <X aria-hidden="true" />
                {t.cancelRoom}
              </>
            }
            triggerProps={{ variant: "outline" }}
            title={t.cancelTitle}
            description={t.cancelDescription}
            confirmLabel={t.cancelRoom}
            pendingLabel={t.cancelling}
            onConfirm={(done) => cancel.mutate(undefined, { onSettled: done })}
            pending={cancel.isPending}
          />
        </div>
      ) : (
        <p className="text-sm">{t.notStarted}</p>
      )}
    </Card>
  );
}
