import type { ReportReason } from "@contract/report-reasons";
import { i18n } from "@/lib/i18n";

/** The reasons for a report as the reporter picks them and the moderators read them. */
export const reportReasonWords = i18n("safety/report-reason-words", {
  spam: "Spam",
  harassment: "Harassment or bullying",
  falseTeaching: "False teaching or hateful content",
  danger: "Self-harm or danger",
  other: "Something else",
});

/** Each reason by its value, in the interface's language. */
export function reasonLabels(words: ReturnType<typeof reportReasonWords.get>): Record<ReportReason, string> {
  return { spam: words.spam, harassment: words.harassment, "false-teaching": words.falseTeaching, danger: words.danger, other: words.other };
}
