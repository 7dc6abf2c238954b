import { useStore } from "@nanostores/react";
import { Radio } from "lucide-react";
import { useEffect } from "react";
import { Card } from "@/components/ui/card";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n } from "@/lib/i18n";
import { LIVE_NOW_ID, showLiveNow } from "./live-now-place";
import { OpenRoomForm } from "./open-room-form";
import { useLiveRooms } from "./room-queries";
import { RoomLinkRow } from "./room-link-row";

const messages = i18n("rooms/live-now-card", {
  liveNow: "Live now",
  loadFailed: "Live prayer rooms could not be loaded.",
  empty: "No prayer rooms are open right now. Open one, now or at a set time, and pray together with your connections.",
});

/** "Live now": the prayer rooms open now that I may join, those set to start later, and a way to open one. */
export function LiveNowCard() {
  const t = useStore(messages);
  // Asked for once the feed is on screen (lib/feed-first.ts).
  const rooms = useLiveRooms(useSecondaryRequestsOpen());
  const list = rooms.data ?? [];
  const loaded = rooms.isSuccess;
  // Arrived from the top bar's "Live now" mark on another page: shown once the rooms are here.
  useEffect(() => {
    if (loaded && window.location.hash === `#${LIVE_NOW_ID}`) showLiveNow();
  }, [loaded]);
  return (
    <Card id={LIVE_NOW_ID} className="scroll-mt-20 p-5">
      <section aria-labelledby="live-now-title" className="flex flex-col gap-4">
        <h2 id="live-now-title" className="flex items-center gap-2 text-base font-semibold">
          <Radio aria-hidden="true" className="size-4 text-gold" />
          {t.liveNow}
        </h2>
        {list.length > 0 ? (
          <ul className="grid gap-3">
            {list.map((room) => (
              <RoomLinkRow key={room.id} room={room} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{rooms.isError ? t.loadFailed : t.empty}</p>
        )}
        <OpenRoomForm idPrefix="live-now" />
      </section>
    </Card>
  );
}
