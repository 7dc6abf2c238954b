import type { RegistrationMode } from "@contract/site";
import { i18n } from "@/lib/i18n";

/** Who may sign up, in the reader's language: `registrationWords.get()[mode]`, and its hint. */
export const registrationWords = i18n("site/registration-words", {
  open: "Open",
  approval: "By approval",
  invitation: "By invitation",
  closed: "Closed",
  openHint: "Anyone may sign up and start at once.",
  approvalHint: "Anyone may sign up; a moderator or admin admits each new member before they can sign in.",
  invitationHint:
    "Only someone holding an invitation may sign up: a member's (members invite from their settings), or a church's link, which also makes them a member of that church.",
  closedHint: "No one may sign up for now. Members already here sign in as usual.",
});

/** The sentence under the choice: what the mode means for a newcomer. */
export const registrationHint = (words: ReturnType<typeof registrationWords.get>, mode: RegistrationMode) => words[`${mode}Hint`];
