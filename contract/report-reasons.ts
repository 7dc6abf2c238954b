// Kept free of zod so that pages can name the reasons without loading the schemas.

export const REPORT_REASONS = ["spam", "harassment", "false-teaching", "danger", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Each reason as the report form and the moderators' queue word it. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment or bullying",
  "false-teaching": "False teaching or hateful content",
  danger: "Self-harm or danger",
  other: "Something else",
};
