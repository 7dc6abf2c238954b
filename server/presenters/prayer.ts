import type { PrayerUpdate } from "../../contract/prayer";
import type { PrayNext, PrayerListItem } from "../../contract/prayer-list";
import type { PrayerListEntry } from "../services/prayer/prayer-list";
import type { PrayerUpdateRow } from "../services/prayer/prayer-updates";
import { isoTime, presentPost } from "./post";

export function presentPrayerUpdate(row: PrayerUpdateRow): PrayerUpdate {
  return { id: row.id, postId: row.postId, content: row.content, verses: row.verses ?? [], createdAt: isoTime(row.createdAt) };
}

export function presentPrayerListItem(entry: PrayerListEntry): PrayerListItem {
  return {
    post: presentPost(entry.post),
    addedAt: isoTime(entry.addedAt),
    lastPrayedAt: entry.lastPrayedAt === null ? null : isoTime(entry.lastPrayedAt),
    latestUpdate: entry.latestUpdate && presentPrayerUpdate(entry.latestUpdate),
  };
}

export function presentPrayNext(next: { post: Parameters<typeof presentPost>[0] | null; updates: PrayerUpdateRow[] }): PrayNext {
  return { post: next.post && presentPost(next.post), updates: next.updates.map(presentPrayerUpdate) };
}
