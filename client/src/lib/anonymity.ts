/** How an anonymous author is named to everyone but themselves. */
export const ANONYMOUS_NAME = "A member of your network";

/** In a group, the group is all the reader learns of who wrote it. */
export const anonymousName = (groupName?: string | null): string => (groupName ? `A member of ${groupName}` : ANONYMOUS_NAME);
