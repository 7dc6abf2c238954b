import { useStore } from "@nanostores/react";
import { BellOff } from "lucide-react";
import { Link } from "wouter";
import type { Conversation } from "@contract/messages";
import { badgeText } from "@/components/count-badge";
import { count, i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { ConversationAvatar } from "./conversation-avatar";
import { conversationTitle, conversationWords } from "./conversation-words";
import { fullMessageTime, listTime } from "./message-time";
import { messagePreview, previewWords } from "./message-preview";

const messages = i18n("messages/conversation-list-item", {
  unread: count({ one: "{count} unread message", other: "{count} unread messages" }),
  muted: "Muted",
});

/** One conversation in the list: a link to it, with its last message, when, and how many are unread. */
export function ConversationListItem({ conversation, me, active }: { conversation: Conversation; me: number; active: boolean }) {
  const t = useStore(messages);
  const names = useStore(conversationWords);
  const preview = useStore(previewWords);
  const title = conversationTitle(conversation, names);
  const unread = conversation.unread > 0;
  const last = conversation.lastMessage;
  const when = last?.createdAt ?? conversation.updatedAt;
  return (
    <li>
      <Link
        href={`/messages/${conversation.id}`}
        aria-current={active ? "page" : undefined}
        data-conversation={conversation.id}
        className={cn(
          "flex min-w-0 items-center gap-3 rounded-lg px-3 py-2.5 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
          active ? "bg-secondary" : "hover:bg-muted",
        )}
      >
        <ConversationAvatar conversation={conversation} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-baseline gap-2">
            <span dir="auto" className={cn("min-w-0 flex-1 truncate text-sm", unread ? "font-bold text-foreground" : "font-semibold")}>
              {title}
            </span>
            <time dateTime={when} title={fullMessageTime(when)} className="shrink-0 text-xs text-muted-foreground">
              {listTime(when)}
            </time>
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <span dir="auto" className={cn("min-w-0 flex-1 truncate text-sm", unread ? "font-medium text-foreground" : "text-muted-foreground")}>
              {messagePreview(last, me, conversation.kind === "circle", preview)}
            </span>
            {conversation.muted && <BellOff aria-label={t.muted} role="img" className="size-3.5 shrink-0 text-muted-foreground" />}
            {unread && (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] font-bold text-primary-foreground">
                <span aria-hidden="true">{badgeText(conversation.unread)}</span>
                <span className="sr-only">{t.unread(conversation.unread)}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
