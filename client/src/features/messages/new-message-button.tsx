import { useStore } from "@nanostores/react";
import { SquarePen } from "lucide-react";
import { useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";

const messages = i18n("messages/new-message-button", {
  newMessage: "New message",
});

// The dialog, with the people search it holds, loads when first opened.
const NewMessageDialog = retryableLazy(() => import("./new-message-dialog").then((m) => m.NewMessageDialog));

/** "New message": choose whom to write to, one person or a circle. */
export function NewMessageButton() {
  const t = useStore(messages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <SquarePen aria-hidden="true" />
        {t.newMessage}
      </Button>
      <MountWhenOpened open={open}>
        <NewMessageDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
