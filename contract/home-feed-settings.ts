import { z } from "zod";
import { HOME_FEED_CHOICES } from "./home-feed-choices";

export const HomeFeedBody = z.object({
  feed: z.enum(HOME_FEED_CHOICES, { error: "feed must be one of all, highlights, none" }),
});
export type HomeFeedBody = z.infer<typeof HomeFeedBody>;

/** A member's choice for one place, and what it comes to while they have not chosen. */
export const HomeFeedSetting = z.object({
  feed: z.enum(HOME_FEED_CHOICES),
  /** False while the member has not chosen: `feed` is then the place's default for its size. */
  chosen: z.boolean(),
});
export type HomeFeedSetting = z.infer<typeof HomeFeedSetting>;

/** Where a post in a feed was shared, named, for its card. */
export const PostPlace = z.object({
  kind: z.enum(["group", "church"]),
  id: z.number(),
  name: z.string(),
  /** A church's address (/churches/:slug); null for a group, found by its id. */
  slug: z.string().nullable(),
});
export type PostPlace = z.infer<typeof PostPlace>;
