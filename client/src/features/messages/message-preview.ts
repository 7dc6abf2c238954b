import { displayName } from "@contract/display-name";
import type { Message } from "@contract/messages";
import { i18n, params } from "@/lib/i18n";

export const previewWords = i18n("messages/message-preview", {
  you: params<{ text: string }>("You: {text}"),
  by: params<{ name: string; text: string }>("{name}: {text}"),
  photo: "Photo",
  deleted: "This message was deleted",
  noMessages: "No messages yet",
});

type Words = ReturnType<typeof previewWords.get>;

/** A message in a line: its words (or "Photo", or that it was deleted), after who wrote it where that is worth saying. */
export function messagePreview(message: Message | null, me: number, withAuthor: boolean, t: Words): string {
  if (!message) return t.noMessages;
  const text = message.content ?? (message.imageUrl ? t.photo : t.deleted);
  if (message.author?.id === me) return t.you({ text });
  if (withAuthor && message.author) return t.by({ name: message.author.firstName || displayName(message.author), text });
  return text;
}
