// Kept apart from the wire schemas (zod), so the client's menu of choices loads without them.

/**
 * What of a group's or a church's posts reaches a member's home feed: every post, its
 * highlights only (prayer requests, and what its admins or leaders write: its announcements),
 * or none. A member who never chose gets every post of a place under HOME_FEED_ALL_BELOW
 * members and the highlights of a larger one, so a big place never floods a feed.
 */
export const HOME_FEED_CHOICES = ["all", "highlights", "none"] as const;
export type HomeFeedChoice = (typeof HOME_FEED_CHOICES)[number];
export const HOME_FEED_ALL_BELOW = 200;
