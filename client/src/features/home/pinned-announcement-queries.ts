import { useQuery } from "@tanstack/react-query";
import type { Announcement } from "@contract/churches";
import { PINNED_ANNOUNCEMENTS_KEY } from "@/lib/church-cache";

/**
 * My churches' announcements still pinned and not put away, newest first (a few at most).
 * Fetched beside the feed, not after it: a card that came later would push the posts down.
 * One posted or taken down comes by the live stream, which has the list read again.
 */
export const usePinnedAnnouncements = () => useQuery<Announcement[]>({ queryKey: PINNED_ANNOUNCEMENTS_KEY });
