import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { RoomSummary } from "@contract/rooms";
import { UserAvatar } from "@/components/user-avatar";
import { buttonVariants } from "@/components/ui/button";
import { count, i18n, params } from "@/lib/i18n";
import { StartsAt } from "./starts-at";

const messages = i18n("rooms/room-link-row", {
  roomOf: params<{ host: string }>("{host}'s prayer room"),
  hostedBy: params<{ host: string }>("Hosted by {host}"),
  praying: count({ one: "{count} praying", other: "{count} praying" }),
  view: "View",
  join: "Join",
  viewRoom: params<{ name: string }>("View {name}"),
  joinRoom: params<{ name: string }>("Join {name}"),
});

/** One room in a list: who hosts it, what it is, how many are in it (or when it starts), and Join (or View). */
export function RoomLinkRow({ room }: { room: RoomSummary }) {
  const t = useStore(messages);
  const host = displayName(room.host);
  const name = room.title ?? t.roomOf({ host });
  return (
    // min-w-0: in a narrow column the row keeps to its width (its text is cut), never pushing Join out.
    <li className="flex min-w-0 items-center gap-3">
      <UserAvatar user={room.host} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {room.group ? `${room.group.name} · ` : ""}
          {t.hostedBy({ host })}
          {room.startsAt ? "" : ` · ${t.praying(room.presentCount)}`}
        </p>
        {room.startsAt && (
          // Its own line, never cut short: when it starts is what a room set for later is about.
          <p className="text-xs font-medium">
            <StartsAt date={room.startsAt} />
          </p>
        )}
      </div>
      <Link
        href={`/rooms/${room.id}`}
        className={buttonVariants({ size: "sm", variant: room.startsAt ? "outline" : "default" })}
        aria-label={room.startsAt ? t.viewRoom({ name }) : t.joinRoom({ name })}
      >
        {room.startsAt ? t.view : t.join}
      </Link>
    </li>
  );
}
