import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Occurrence } from "@contract/events";
import { MAX_EVENT_MESSAGE } from "@contract/limits";
import { TextFieldDialog } from "@/components/text-field-dialog";
import { i18n } from "@/lib/i18n";
import { useMessageGoing } from "./event-mutations";

const messages = i18n("events/message-going-dialog", {
  title: "Message everyone going",
  description: "Everyone going to this date is told, by a notice and, if they wish, by e-mail.",
  label: "Message",
  placeholder: "e.g. We'll meet at the side door this week.",
  cancel: "Cancel",
  send: "Send",
  sending: "Sending...",
});

/** An organiser's word to everyone going to one occurrence (a change of room, what to bring). */
export function MessageGoingDialog({
  occurrence,
  open,
  onOpenChange,
}: {
  occurrence: Occurrence;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useStore(messages);
  const [text, setText] = useState("");
  const send = useMessageGoing(occurrence, {
    onSent: () => {
      setText("");
      onOpenChange(false);
    },
  });
  return (
    <TextFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      field={{ name: "message", label: t.label, placeholder: t.placeholder, maxLength: MAX_EVENT_MESSAGE }}
      value={text}
      onValueChange={setText}
      cancelLabel={t.cancel}
      submitLabel={send.isPending ? t.sending : t.send}
      canSubmit={text.trim().length > 0}
      pending={send.isPending}
      onSubmit={() => send.mutate(text.trim())}
    />
  );
}
