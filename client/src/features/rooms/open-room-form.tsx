import { Radio } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { MAX_ROOM_TITLE } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useOpenRoom } from "./room-queries";

/** Opens a prayer room now (for my connections, or for a group I lead) and takes me into it. */
export function OpenRoomForm({ groupId, idPrefix, stacked }: { groupId?: number; idPrefix: string; stacked?: boolean }) {
  const [title, setTitle] = useState("");
  const [, navigate] = useLocation();
  const open = useOpenRoom((room) => navigate(`/rooms/${room.id}`));
  return (
    <form
      className={stacked ? "flex flex-col gap-2" : "flex flex-col gap-2 sm:flex-row"}
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate({ title: title.trim() || undefined, groupId });
      }}
    >
      <label htmlFor={`${idPrefix}-room-title`} className="sr-only">
        Room title (optional)
      </label>
      <Input
        id={`${idPrefix}-room-title`}
        value={title}
        maxLength={MAX_ROOM_TITLE}
        placeholder="Title (optional), e.g. Evening prayer"
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" variant="gold" disabled={open.isPending}>
        <Radio aria-hidden="true" />
        {open.isPending ? "Opening..." : groupId ? "Open a room for this group" : "Open a prayer room"}
      </Button>
    </form>
  );
}
