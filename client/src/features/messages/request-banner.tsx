import { useStore } from "@nanostores/react";
import { MailQuestion } from "lucide-react";
import { useLocation } from "wouter";
import type { Conversation } from "@contract/messages";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useAcceptRequest, useDeclineRequest } from "./conversation-mutations";

const messages = i18n("messages/request-banner", {
  title: "Message request",
  text: "You have no connection, church or group in common with the one who wrote. Accept to answer and move the conversation to your inbox; until then they do not know you have seen it.",
  accept: "Accept",
  accepting: "Accepting...",
  decline: "Decline",
  declining: "Declining...",
});

/** Over a request: what it is, and Accept (to the inbox, free to answer) or Decline (it goes). */
export function RequestBanner({ conversation }: { conversation: Conversation }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const accept = useAcceptRequest(conversation.id);
  const decline = useDeclineRequest(conversation.id, () => navigate("/messages", { replace: true }));
  const busy = accept.isPending || decline.isPending;
  return (
    <section
      aria-label={t.title}
      className="flex flex-col gap-3 border-b bg-accent/60 px-4 py-3 text-accent-foreground sm:flex-row sm:items-center"
    >
      <MailQuestion aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="font-semibold">{t.title}</p>
        <p>{t.text}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate()}>
          {accept.isPending ? t.accepting : t.accept}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate()}>
          {decline.isPending ? t.declining : t.decline}
        </Button>
      </div>
    </section>
  );
}
