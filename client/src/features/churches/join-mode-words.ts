import type { JoinMode } from "@contract/churches";
import { i18n } from "@/lib/i18n";

/** How a church takes new members, in the reader's language: `joinModeWords.get()[mode]`. */
export const joinModeWords = i18n("churches/join-mode-words", {
  open: "Open",
  request: "By request",
  invitation: "Invitation only",
  openHint: "Anyone on Koinonia may join at once.",
  requestHint: "People ask to join, and a leader admits them.",
  invitationHint: "Only those with an invitation link may join.",
});

/** The hint under the joining choice: what it means for a newcomer. */
export const joinModeHint = (words: ReturnType<typeof joinModeWords.get>, mode: JoinMode) => words[`${mode}Hint`];
