import { useStore } from "@nanostores/react";
import { Radio } from "lucide-react";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";
import { OpenRoomForm } from "./open-room-form";
import { useLiveRooms } from "./room-queries";
import { RoomLinkRow } from "./room-link-row";

const messages = i18n("rooms/group-room-card", {
  livePrayer: "Live prayer",
  liveNow: "Live now",
  gather: "Gather the group to pray together, now or at a set time. Members are told when it starts.",
});

/** A group's prayer room, live to join or set to start later; its admins may open one when there is none. */
export function GroupRoomCard({ groupId, isMember, isAdmin }: { groupId: number; isMember: boolean; isAdmin: boolean }) {
  const t = useStore(messages);
  const rooms = useLiveRooms(isMember);
  if (!isMember) return null;
  const room = rooms.data?.find((r) => r.group?.id === groupId);
  if (!room && !isAdmin) return null;
  return (
    <PanelCard
      id="group-room"
      title={t.livePrayer}
      badge={room && !room.startsAt ? <Radio aria-label={t.liveNow} className="size-4 text-gold" /> : undefined}
    >
      {room ? (
        <ul>
          <RoomLinkRow room={room} />
        </ul>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t.gather}</p>
          <OpenRoomForm groupId={groupId} idPrefix="group" />
        </div>
      )}
    </PanelCard>
  );
}
