import { displayName } from "@contract/display-name";
import type { Conversation, Message } from "@contract/messages";
import { count, i18n } from "@/lib/i18n";

export const readMarkerWords = i18n("messages/read-markers", {
  seen: "Seen",
  seenBy: count({ one: "Seen by {count}", other: "Seen by {count}" }),
  seenByEveryone: "Seen by everyone",
});

/**
 * Who has read my last message, as its bubble says it: "Seen" in a one to one, "Seen by N" in
 * a circle (with their names for a tooltip). Only others who show their read markers, to a
 * member who shows theirs, have one: the server leaves the rest out.
 */
export function seenLine(
  conversation: Conversation,
  lastOwn: Message,
  me: number,
  t: ReturnType<typeof readMarkerWords.get>,
): { text: string; names: string } | null {
  const readers = conversation.readMarkers.filter((marker) => marker.userId !== me && marker.messageId >= lastOwn.id).map((m) => m.userId);
  if (readers.length === 0) return null;
  const names = conversation.people
    .filter((person) => readers.includes(person.id))
    .map(displayName)
    .join(", ");
  if (conversation.kind === "direct") return { text: t.seen, names };
  if (readers.length >= conversation.people.length) return { text: t.seenByEveryone, names };
  return { text: t.seenBy(readers.length), names };
}
