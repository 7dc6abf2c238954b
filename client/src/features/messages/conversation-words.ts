import { displayName } from "@contract/display-name";
import type { Conversation } from "@contract/messages";
import { count, i18n, params } from "@/lib/i18n";
import { fill } from "./fill";

// How a conversation is named wherever it shows (the list, its header, search results).
export const conversationWords = i18n("messages/conversation-words", {
  deletedMember: "Deleted member",
  justYou: "Only you",
  two: params<{ first: string; second: string }>("{first} and {second}"),
  more: count({ one: "{names} and {count} other", other: "{names} and {count} others" }),
});

type Words = ReturnType<typeof conversationWords.get>;

/**
 * A circle's name, else its people ("Ann, Ben and 3 others"); a one to one's, the other person
 * (or "Deleted member" once their account is gone).
 */
export function conversationTitle(conversation: Pick<Conversation, "kind" | "title" | "people">, t: Words): string {
  if (conversation.kind === "circle" && conversation.title) return conversation.title;
  const names = conversation.people.map(displayName);
  if (conversation.kind === "direct") return names[0] ?? t.deletedMember;
  if (names.length === 0) return t.justYou;
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return t.two({ first: names[0]!, second: names[1]! });
  return fill(t.more(names.length - 2), "names", names.slice(0, 2).join(", "));
}
