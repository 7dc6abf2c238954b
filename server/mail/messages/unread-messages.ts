import type { Language } from "../../../contract/languages";
import type { MailCadence } from "../../../contract/mail-preferences";
import { type ComposedMail, composeMail } from "../compose";
import { count, mailMessages, params } from "../i18n";

const messages = mailMessages("mail/unread-messages", {
  unreadMessages: count({ one: "{count} unread message", other: "{count} unread messages" }),
  subject: params<{ messages: string }>("You have {messages} on Koinonia"),
  heading: params<{ messages: string }>("You have {messages}"),
  waiting: "These have waited for you:",
  newMessages: count({ one: "{count} new message", other: "{count} new messages" }),
  line: params<{ name: string; messages: string }>("{name}: {messages}"),
  moreConversations: count({ one: "And {count} more conversation.", other: "And {count} more conversations." }),
  /** The last two of a list of names: "Lydia Thyatira and Paul Tarsus". */
  namesEnd: params<{ list: string; last: string }>("{list} and {last}"),
  openConversation: "Open the conversation",
  openMessages: "Open your messages",
  whyHourly: "We email you when a message has waited an hour unread, at most once an hour, and never with its words.",
  whyDaily: "We email you when a message has waited an hour unread, at most once a day, and never with its words.",
  settings: params<{ url: string }>("Choose what Koinonia mails you, and how often, in your settings: {url}"),
});

/** A conversation with messages waiting: what it is called for the reader, and how many. */
export type WaitingConversation = {
  id: number;
  /** A circle's title; null for a one to one or an untitled circle (named by who wrote). */
  title: string | null;
  /** Who wrote the unread messages, as the reader sees them named. */
  authors: string[];
  unread: number;
};

type Links = { publicUrl: string; unsubscribeUrl: string };

// A mail lists this many conversations and counts the rest.
const LISTED = 10;

/**
 * Messages left unread, as one short mail: each conversation by its title or by who wrote, and
 * how many wait in it. The messages' words stay in Koinonia: a mail passes through servers
 * that are not ours.
 */
export function unreadMessagesMail(
  waiting: WaitingConversation[],
  cadence: Exclude<MailCadence, "off">,
  { publicUrl, unsubscribeUrl }: Links,
  language: Language,
): ComposedMail {
  const t = messages(language);
  const total = waiting.reduce((sum, c) => sum + c.unread, 0);
  const names = (authors: string[]) =>
    authors.length <= 1 ? (authors[0] ?? "") : t.namesEnd({ list: authors.slice(0, -1).join(", "), last: authors.at(-1)! });
  const listed = waiting.slice(0, LISTED).map((c) => t.line({ name: c.title ?? names(c.authors), messages: t.newMessages(c.unread) }));
  const more = waiting.length - listed.length;
  const only = waiting.length === 1 ? waiting[0] : undefined;
  return composeMail(
    {
      subject: t.subject({ messages: t.unreadMessages(total) }),
      heading: t.heading({ messages: t.unreadMessages(total) }),
      paragraphs: [t.waiting, ...listed, ...(more > 0 ? [t.moreConversations(more)] : [])],
      action: only
        ? { label: t.openConversation, url: `${publicUrl}/messages/${only.id}` }
        : { label: t.openMessages, url: `${publicUrl}/messages` },
      footer: [cadence === "daily" ? t.whyDaily : t.whyHourly, t.settings({ url: `${publicUrl}/settings` })],
      unsubscribeUrl,
    },
    language,
  );
}
