// Query keys of the moderators' screens; each joins to its GET path.
export const REPORTS_KEY = ["/api/moderation/reports"] as const;
/** How many reports wait: the count on the Moderation link, kept live by the stream. */
export const REPORTS_COUNT_KEY = ["/api/moderation/reports/count"] as const;
/** The audit log: an infinite query with its own query function (?cursor&limit). */
export const ACTIONS_KEY = ["/api/moderation/actions"] as const;
export const TEAM_KEY = ["/api/moderation/team"] as const;

/** Moderators and admins act on reports; everyone else has no moderation screens at all. */
export const isModerator = (user: { siteRole: string }) => user.siteRole === "moderator" || user.siteRole === "admin";
