import { useStore } from "@nanostores/react";
import { ArrowLeft, BellOff } from "lucide-react";
import { Link } from "wouter";
import type { Conversation } from "@contract/messages";
import { buttonVariants } from "@/components/ui/button-variants";
import { count, i18n } from "@/lib/i18n";
import { ConversationAvatar } from "./conversation-avatar";
import { ConversationMenu } from "./conversation-menu";
import { conversationTitle, conversationWords } from "./conversation-words";

const messages = i18n("messages/conversation-header", {
  back: "Back to conversations",
  people: count({ one: "You and {count} other", other: "You and {count} others" }),
  muted: "Muted",
  profile: "View profile",
});

/** A conversation's name and people, the way back to the list (on a phone), and its menu. */
export function ConversationHeader({ conversation, titleId }: { conversation: Conversation; titleId: string }) {
  const t = useStore(messages);
  const names = useStore(conversationWords);
  const title = conversationTitle(conversation, names);
  const other = conversation.kind === "direct" ? conversation.people[0] : undefined;
  return (
    <header className="flex min-w-0 items-center gap-2 border-b px-2 py-2 sm:px-4">
      <Link
        href="/messages"
        aria-label={t.back}
        title={t.back}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full md:hidden" })}
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      <ConversationAvatar conversation={conversation} />
      <div className="grid min-w-0 flex-1">
        <h2 id={titleId} dir="auto" className="truncate font-semibold">
          {title}
        </h2>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          {conversation.muted && (
            <span className="inline-flex items-center gap-1">
              <BellOff aria-hidden="true" className="size-3.5" />
              {t.muted}
            </span>
          )}
          {conversation.kind === "circle" ? (
            <span className="truncate">{t.people(conversation.people.length)}</span>
          ) : (
            other && (
              <Link
                href={`/profile/${other.id}`}
                className="truncate rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t.profile}
              </Link>
            )
          )}
        </p>
      </div>
      <ConversationMenu conversation={conversation} />
    </header>
  );
}
