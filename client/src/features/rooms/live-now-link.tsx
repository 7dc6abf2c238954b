import { useStore } from "@nanostores/react";
import { Radio } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { count, i18n } from "@/lib/i18n";
import { LIVE_NOW_ID, showLiveNow } from "./live-now-place";
import { useLiveRooms } from "./room-queries";

const messages = i18n("rooms/live-now-link", {
  live: count({ one: "Live now: {count} prayer room", other: "Live now: {count} prayer rooms" }),
});

/**
 * On a phone, where the "Live now" card comes after the feed: a mark in the top bar while
 * prayer rooms are open now, leading to the card. Nothing while none is, and nothing from
 * a laptop's width up, where the card stands beside the feed. (In the bar, its coming or going
 * moves no content under the reader's hand.)
 */
export function LiveNowLink() {
  const t = useStore(messages);
  const [pathname] = useLocation();
  const rooms = useLiveRooms(useSecondaryRequestsOpen());
  const live = (rooms.data ?? []).filter((room) => room.startsAt === null).length;
  if (live === 0) return null;
  return (
    <Link
      href={`/#${LIVE_NOW_ID}`}
      aria-label={t.live(live)}
      title={t.live(live)}
      onClick={(event) => {
        // Already home: the card is on this page.
        if (pathname !== "/") return;
        event.preventDefault();
        showLiveNow();
      }}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-gold outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
    >
      <Radio aria-hidden="true" className="size-5" />
      <span aria-hidden="true" className="absolute top-2 right-2 size-2 animate-pulse rounded-full bg-destructive ring-2 ring-card" />
    </Link>
  );
}
