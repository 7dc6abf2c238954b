import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { usePinnedAnnouncements } from "./pinned-announcement-queries";

// The cards' code loads only for a member who has some to see: every signed-in page carries
// the home page's own code, and most days most members have none.
const PinnedAnnouncements = retryableLazy(() => import("./pinned-announcements").then((m) => m.PinnedAnnouncements));

/** Above the feed: my churches' pinned announcements, asked for beside the feed; with none, nothing at all. */
export function PinnedAnnouncementsSlot() {
  const pinned = usePinnedAnnouncements();
  if (!pinned.data?.length) return null;
  return (
    <DeferredPart standIn={null}>
      <PinnedAnnouncements announcements={pinned.data} />
    </DeferredPart>
  );
}
