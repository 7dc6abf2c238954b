import { i18n } from "@/lib/i18n";

/** The invitation page's own words, around its card. */
export const joinPageWords = i18n("churches/join-page", {
  documentTitle: "Invitation",
  backHome: "Back to home",
  checking: "Opening the invitation...",
});
