import type { Devotion } from "../../contract/devotions";
import { leads } from "../policies/church";
import type { DevotionEntry } from "../services/devotions/devotions";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentDevotion({ devotion, church, author, role }: DevotionEntry): Devotion {
  return {
    id: devotion.id,
    church,
    author: author && presentPublicUser(author),
    day: devotion.day,
    title: devotion.title,
    passage: devotion.passage,
    reflection: devotion.reflection,
    reflectionVerses: devotion.reflectionVerses,
    prayer: devotion.prayer,
    prayerVerses: devotion.prayerVerses,
    canEdit: leads(role),
    createdAt: isoTime(devotion.createdAt),
    updatedAt: devotion.updatedAt && isoTime(devotion.updatedAt),
  };
}
