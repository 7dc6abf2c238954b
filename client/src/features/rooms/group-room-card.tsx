import { Radio } from "lucide-react";
import { PanelCard } from "@/components/panel-card";
import { OpenRoomForm } from "./open-room-form";
import { useLiveRooms } from "./room-queries";
import { RoomLinkRow } from "./room-link-row";

/** A group's prayer room, live to join or set to start later; its admins may open one when there is none. */
export function GroupRoomCard({ groupId, isMember, isAdmin }: { groupId: number; isMember: boolean; isAdmin: boolean }) {
  const rooms = useLiveRooms(isMember);
  if (!isMember) return null;
  const room = rooms.data?.find((r) => r.group?.id === groupId);
  if (!room && !isAdmin) return null;
  return (
    <PanelCard
      id="group-room"
      title="Live prayer"
      badge={room && !room.startsAt ? <Radio aria-label="Live now" className="size-4 text-gold" /> : undefined}
    >
      {room ? (
        <ul>
          <RoomLinkRow room={room} />
        </ul>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            Gather the group to pray together, now or at a set time. Members are told when it starts.
          </p>
          <OpenRoomForm groupId={groupId} idPrefix="group" />
        </div>
      )}
    </PanelCard>
  );
}
