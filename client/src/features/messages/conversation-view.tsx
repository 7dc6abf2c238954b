import { useStore } from "@nanostores/react";
import { Ban, MessageCircleOff } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { Conversation, Message } from "@contract/messages";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button-variants";
import { Skeleton } from "@/components/ui/skeleton";
import { hasStatus } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { ConversationHeader } from "./conversation-header";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { useConversation } from "./message-queries";
import type { ReportDialogSlot } from "./report-dialog-slot";
import { RequestBanner } from "./request-banner";

const messages = i18n("messages/conversation-view", {
  loading: "Loading the conversation",
  loadError: "The conversation could not be loaded.",
  notFound: "Conversation not found",
  notFoundText: "It may have been deleted, or you may no longer be in it.",
  backToList: "Back to your conversations",
  cannotSend: "You can't send messages in this conversation.",
});

type Props = { conversationId: number; jumpTo: number | null; ReportDialog: ReportDialogSlot };

/** One conversation: its header, a request's Accept or Decline, its messages and the composer. */
export function ConversationView({ conversationId, jumpTo, ReportDialog }: Props) {
  const t = useStore(messages);
  const conversation = useConversation(conversationId);
  if (conversation.isError) {
    if (hasStatus(conversation.error, 400, 403, 404)) {
      return (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <MessageCircleOff aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-serif text-xl font-semibold text-heading">{t.notFound}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t.notFoundText}</p>
          <Link href="/messages" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t.backToList}
          </Link>
        </div>
      );
    }
    return <LoadError title={t.loadError} error={conversation.error} onRetry={() => conversation.refetch()} className="m-4 py-8" />;
  }
  if (!conversation.data) {
    return (
      <div role="status" aria-label={t.loading} className="grid content-start gap-4 p-4">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      </div>
    );
  }
  return <LoadedConversation conversation={conversation.data} jumpTo={jumpTo} ReportDialog={ReportDialog} />;
}

function LoadedConversation({
  conversation,
  jumpTo,
  ReportDialog,
}: {
  conversation: Conversation;
  jumpTo: number | null;
  ReportDialog: ReportDialogSlot;
}) {
  const t = useStore(messages);
  const titleId = useId();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader conversation={conversation} titleId={titleId} />
      {conversation.request && <RequestBanner conversation={conversation} />}
      <MessageList
        conversation={conversation}
        jumpTo={jumpTo}
        onReply={(message) => {
          setEditing(null);
          setReplyTo(message);
          requestAnimationFrame(() => field.current?.focus());
        }}
        onEdit={(message) => {
          setReplyTo(null);
          setEditing(message);
        }}
        ReportDialog={ReportDialog}
      />
      {conversation.request ? null : conversation.canSend ? (
        <MessageComposer
          conversationId={conversation.id}
          replyTo={replyTo}
          editing={editing}
          onDone={() => {
            setReplyTo(null);
            setEditing(null);
          }}
          field={field}
        />
      ) : (
        <p
          role="status"
          className="flex items-center justify-center gap-2 border-t bg-muted/60 px-4 py-4 text-center text-sm text-muted-foreground"
        >
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          {t.cannotSend}
        </p>
      )}
    </section>
  );
}
