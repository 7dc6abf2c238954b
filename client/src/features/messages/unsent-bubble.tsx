import { useStore } from "@nanostores/react";
import { Clock, ImageIcon, LoaderCircle } from "lucide-react";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";
import type { UnsentMessage } from "./use-unsent-messages";

const messages = i18n("messages/unsent-bubble", {
  sending: "Sending...",
  waiting: "Waiting to send: it will go when you are back online",
  photo: "Photo",
  you: "You:",
});

/** A message of mine not yet answered by the server: on its way, or kept until the connection is back. */
export function UnsentBubble({ message }: { message: UnsentMessage }) {
  const t = useStore(messages);
  return (
    <li data-unsent={message.clientId} className="mt-2 flex flex-col items-end gap-1">
      <div className="max-w-[88%] min-w-0 rounded-2xl rounded-br-md bg-primary/75 px-3.5 py-2 text-[0.95rem] leading-snug text-primary-foreground sm:max-w-[75%]">
        <span className="sr-only">{t.you} </span>
        {message.imageUrl && (
          <p className="mb-1 flex items-center gap-1.5 text-sm font-medium">
            <ImageIcon aria-hidden="true" className="size-4" />
            {t.photo}
          </p>
        )}
        {message.content && <UserText text={message.content} />}
      </div>
      <p className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        {message.waiting ? (
          <Clock aria-hidden="true" className="size-3.5" />
        ) : (
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
        )}
        {message.waiting ? t.waiting : t.sending}
      </p>
    </li>
  );
}
