// Kept free of zod so that pages can name the reasons without loading the schemas.

export const REPORT_REASONS = ["spam", "harassment", "false-teaching", "danger", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
