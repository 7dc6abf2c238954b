// Query keys of notifications. Not only the bell watches the unread count: the groups page
// reads its invitations again when it goes up (a new notice may be an invitation).
export const UNREAD_COUNT_KEY = ["/api/notifications/count"] as const;
/** Prefix of every list of notifications in the cache (the dropdown's and the page's). */
export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;
export const DROPDOWN_KEY = [...NOTIFICATIONS_KEY, "dropdown"] as const;
export const PAGES_KEY = [...NOTIFICATIONS_KEY, "pages"] as const;
