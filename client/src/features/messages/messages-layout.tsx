import { useStore } from "@nanostores/react";
import { MessagesSquare } from "lucide-react";
import { type CSSProperties, useRef } from "react";
import { i18n } from "@/lib/i18n";
import type { Box } from "@/lib/message-cache";
import { cn } from "@/lib/utils";
import { ConversationPanel } from "./conversation-panel";
import { ConversationView } from "./conversation-view";
import { NewMessageButton } from "./new-message-button";
import type { ReportDialogSlot } from "./report-dialog-slot";
import { usePageTop } from "./use-page-top";

const messages = i18n("messages/messages-layout", {
  title: "Messages",
  conversations: "Your conversations",
  choose: "Choose a conversation",
  chooseText: "Or start a new one: a word to a friend, or a circle to pray together.",
});

type Props = {
  /** The conversation open (/messages/:id), or null on /messages. */
  conversationId: number | null;
  jumpTo: number | null;
  initialBox: Box;
  ReportDialog: ReportDialogSlot;
};

/**
 * The list of conversations and the open one: side by side from md up; on a phone one at a
 * time (the list on /messages, the conversation on /messages/:id, with its way back).
 */
export function MessagesLayout({ conversationId, jumpTo, initialBox, ReportDialog }: Props) {
  const t = useStore(messages);
  const open = conversationId !== null;
  const frame = useRef<HTMLDivElement>(null);
  // The frame reaches down to the foot of the screen (on a phone, to the tab bar), whatever is above it.
  const top = usePageTop(frame);
  return (
    <div className="mx-auto max-w-6xl">
      {/* On a phone an open conversation has the screen to itself: the page's heading is there for screen readers alone. */}
      <div className={cn("mb-4 flex items-center justify-between gap-4", open && "max-md:mb-0")}>
        <h1 className={cn("font-serif text-2xl font-semibold tracking-tight text-heading sm:text-3xl", open && "max-md:sr-only")}>{t.title}</h1>
        <div className={open ? "hidden md:block" : undefined}>
          <NewMessageButton />
        </div>
      </div>
      <div
        ref={frame}
        style={{ "--frame-top": `${top}px` } as CSSProperties}
        className="grid h-[calc(100dvh-var(--frame-top)-5rem-env(safe-area-inset-bottom))] min-h-[22rem] overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm md:h-[calc(100dvh-var(--frame-top)-1.5rem)] md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]"
      >
        <nav aria-label={t.conversations} className={cn("min-h-0 flex-col border-r", open ? "hidden md:flex" : "flex")}>
          <ConversationPanel activeId={conversationId} initialBox={initialBox} />
        </nav>
        <div className={cn("min-h-0 min-w-0 flex-col", open ? "flex" : "hidden md:flex")}>
          {open ? (
            // A conversation of its own each time: its reply, edit and scroll never carry over to the next.
            <ConversationView key={conversationId} conversationId={conversationId} jumpTo={jumpTo} ReportDialog={ReportDialog} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
                <MessagesSquare aria-hidden="true" className="size-7" />
              </span>
              <p className="font-serif text-xl font-semibold text-heading">{t.choose}</p>
              <p className="max-w-sm text-sm text-muted-foreground">{t.chooseText}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
