import { Radio } from "lucide-react";
import { PanelCard } from "@/components/panel-card";
import { OpenRoomForm } from "./open-room-form";
import { useLiveRooms } from "./room-queries";
import { RoomLinkRow } from "./room-link-row";

/** A group's live prayer room, to join; its admins may open one when none is open. */
export function GroupRoomCard({ groupId, isMember, isAdmin }: { groupId: number; isMember: boolean; isAdmin: boolean }) {
  const rooms = useLiveRooms(isMember);
  if (!isMember) return null;
  const room = rooms.data?.find((r) => r.group?.id === groupId);
  if (!room && !isAdmin) return null;
  return (
    <PanelCard id="group-room" title="Live prayer" badge={room ? <Radio aria-label="Live now" className="size-4 text-gold" /> : undefined}>
      {room ? (
        <ul>
          <RoomLinkRow room={room} />
        </ul>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">Gather the group to pray together now. Members are told when it opens.</p>
          <OpenRoomForm groupId={groupId} idPrefix="group" stacked />
        </div>
      )}
    </PanelCard>
  );
}
