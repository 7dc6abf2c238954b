import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { RoomSummary } from "@contract/rooms";
import { UserAvatar } from "@/components/user-avatar";
import { buttonVariants } from "@/components/ui/button";
import { StartsAt } from "./starts-at";

/** One room in a list: who hosts it, what it is, how many are in it (or when it starts), and Join (or View). */
export function RoomLinkRow({ room }: { room: RoomSummary }) {
  const host = displayName(room.host);
  const name = room.title ?? `${host}'s prayer room`;
  return (
    // min-w-0: in a narrow column the row keeps to its width (its text is cut), never pushing Join out.
    <li className="flex min-w-0 items-center gap-3">
      <UserAvatar user={room.host} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {room.group ? `${room.group.name} · ` : ""}
          {`Hosted by ${host}`}
          {room.startsAt ? "" : ` · ${room.presentCount} praying`}
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
        aria-label={`${room.startsAt ? "View" : "Join"} ${name}`}
      >
        {room.startsAt ? "View" : "Join"}
      </Link>
    </li>
  );
}
