import { i18n } from "@/lib/i18n";

/**
 * How each kind of notice is named inside a sentence ("We will email you about ..."), keyed
 * by the kind. The same words as the mail's own (UNSUBSCRIBE_WORDS), in the interface's language.
 */
export const mailWords = i18n("account/mail-words", {
  connectionRequests: "connection requests",
  comments: "comments on your posts",
  prayers: "prayers for your posts, and the requests you pray for",
  groupInvitations: "group invitations",
  churchNews: "news from your churches",
  events: "events you answered",
  messages: "messages you have not read",
});
