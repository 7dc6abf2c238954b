import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { Message } from "@contract/messages";
import { UserAvatar } from "@/components/user-avatar";
import { UserText } from "@/components/user-text";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { conversationWords } from "./conversation-words";
import { MessageMenu } from "./message-menu";
import { previewWords } from "./message-preview";
import { fullMessageTime, messageTime } from "./message-time";
import { ReactionChips } from "./reaction-chips";
import { ReactionPicker } from "./reaction-picker";
import { ReplyQuote } from "./reply-quote";
import type { ReportDialogSlot } from "./report-dialog-slot";

const messages = i18n("messages/message-bubble", {
  you: "You",
  edited: "edited",
  photoFrom: params<{ name: string }>("Photo from {name}"),
  // Before the words, for screen readers, where the name is not shown (mine, and in a one to one).
  saidBy: params<{ name: string }>("{name}:"),
});

// The options show on hover or focus on a wide screen; on a phone (no hover) they are always there.
const TOOL = "size-8 shrink-0 text-muted-foreground md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100";

export interface BubbleProps {
  message: Message;
  mine: boolean;
  /** In a circle: the author's name and picture, shown on the first of their messages in a row. */
  circle: boolean;
  firstOfRun: boolean;
  /** Under my last message: who has read it ("Seen", "Seen by 2"). */
  seen: { text: string; names: string } | null;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
  onJump: (id: number) => void;
  ReportDialog: ReportDialogSlot;
}

/** One message: its reply quote, photo and words (or that it was deleted), when, "edited", reactions and options. */
export function MessageBubble({ message, mine, circle, firstOfRun, seen, onReply, onEdit, onJump, ReportDialog }: BubbleProps) {
  const t = useStore(messages);
  const names = useStore(conversationWords);
  const preview = useStore(previewWords);
  const author = message.author ? displayName(message.author) : names.deletedMember;
  const gone = message.deletedAt !== null || (message.content === null && message.imageUrl === null);
  const showAuthor = circle && !mine && firstOfRun;
  return (
    <li
      id={`message-${message.id}`}
      tabIndex={-1}
      className={cn(
        "group flex scroll-my-6 flex-col gap-1 rounded-xl outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring data-[flash]:bg-accent/60",
        mine ? "items-end" : "items-start",
        firstOfRun && "mt-2",
      )}
    >
      {showAuthor && <span className="px-11 text-xs font-semibold text-muted-foreground">{author}</span>}
      <div className={cn("flex max-w-[88%] min-w-0 items-end gap-1.5 sm:max-w-[75%]", mine && "flex-row-reverse")}>
        {circle &&
          !mine &&
          (!firstOfRun ? (
            <span aria-hidden="true" className="w-8 shrink-0" />
          ) : message.author ? (
            <UserAvatar user={message.author} className="size-8 text-xs" />
          ) : (
            <NeutralAvatar className="size-8" />
          ))}
        <div
          className={cn(
            "min-w-0 rounded-2xl px-3.5 py-2 text-[0.95rem] leading-snug",
            gone
              ? "border border-dashed bg-transparent text-muted-foreground italic"
              : mine
                ? "rounded-br-md bg-primary text-primary-foreground [&_a]:text-primary-foreground"
                : "rounded-bl-md bg-muted text-foreground",
          )}
        >
          {!showAuthor && <span className="sr-only">{t.saidBy({ name: mine ? t.you : author })} </span>}
          {message.replyTo && !gone && <ReplyQuote reply={message.replyTo} mine={mine} onJump={onJump} />}
          {message.imageUrl && !gone && (
            <a
              href={message.imageUrl}
              target="_blank"
              rel="noopener"
              className="mb-1 block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={message.imageUrl}
                alt={t.photoFrom({ name: mine ? t.you : author })}
                loading="lazy"
                decoding="async"
                className="max-h-72 w-auto max-w-full rounded-lg bg-background/40 object-contain"
              />
            </a>
          )}
          {gone ? <p>{preview.deleted}</p> : message.content !== null && <UserText text={message.content} verses={message.verses} />}
        </div>
        {!gone && (
          <div className={cn("flex shrink-0 items-center", mine && "flex-row-reverse")}>
            <ReactionPicker message={message} className={TOOL} />
            <MessageMenu
              message={message}
              mine={mine}
              authorName={author}
              onReply={() => onReply(message)}
              onEdit={() => onEdit(message)}
              ReportDialog={ReportDialog}
              className={TOOL}
            />
          </div>
        )}
      </div>
      {!gone && (
        <div className={cn("max-w-[88%] sm:max-w-[75%]", circle && !mine && "pl-10")}>
          <ReactionChips message={message} mine={mine} />
        </div>
      )}
      <p className={cn("px-1 text-xs text-muted-foreground", circle && !mine && "pl-11")}>
        <time dateTime={message.createdAt} title={fullMessageTime(message.createdAt)}>
          {messageTime(message.createdAt)}
        </time>
        {message.editedAt && !gone && <span> · {t.edited}</span>}
      </p>
      {seen && (
        <p title={seen.names} className="px-1 text-xs font-medium text-muted-foreground">
          {seen.text}
        </p>
      )}
    </li>
  );
}
