import { useStore } from "@nanostores/react";
import { CornerUpLeft } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Message } from "@contract/messages";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { conversationWords } from "./conversation-words";
import { previewWords } from "./message-preview";

const messages = i18n("messages/reply-quote", {
  show: params<{ name: string; text: string }>("Reply to {name}: {text}. Show that message"),
});

type Replied = NonNullable<Message["replyTo"]>;

/** The words a reply quotes: the message's own, "Photo", or that it was deleted. */
export function quotedText(reply: Pick<Replied, "content" | "hasImage">, t: ReturnType<typeof previewWords.get>): string {
  return reply.content ?? (reply.hasImage ? t.photo : t.deleted);
}

/** The message a reply answers, quoted at the top of its bubble; pressed, it scrolls to the original. */
export function ReplyQuote({ reply, mine, onJump }: { reply: Replied; mine: boolean; onJump: (id: number) => void }) {
  const t = useStore(messages);
  const names = useStore(conversationWords);
  const preview = useStore(previewWords);
  const name = reply.author ? displayName(reply.author) : names.deletedMember;
  const text = quotedText(reply, preview);
  return (
    <button
      type="button"
      onClick={() => onJump(reply.id)}
      aria-label={t.show({ name, text })}
      className={cn(
        "mb-1.5 grid w-full min-w-0 gap-0.5 rounded-lg border-l-4 px-2.5 py-1.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        mine
          ? "border-primary-foreground/60 bg-primary-foreground/15 hover:bg-primary-foreground/25"
          : "border-primary/60 bg-card/70 hover:bg-card",
      )}
    >
      <span className="flex min-w-0 items-center gap-1 font-semibold">
        <CornerUpLeft aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">{name}</span>
      </span>
      <span dir="auto" className={cn("line-clamp-2 wrap-anywhere", reply.content === null && "italic")}>
        {text}
      </span>
    </button>
  );
}
