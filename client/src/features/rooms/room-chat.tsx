import { useStore } from "@nanostores/react";
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { displayName } from "@contract/display-name";
import { MAX_ROOM_MESSAGE } from "@contract/limits";
import type { RoomMessage } from "@contract/rooms";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { i18n } from "@/lib/i18n";
import { useSendMessage } from "./room-mutations";

const words = i18n("rooms/room-chat", {
  chat: "Chat",
  chatMessages: "Chat messages",
  noMessages: "No messages yet.",
  message: "Message",
  placeholder: "Write a message...",
  send: "Send",
  silenced: "The host has silenced you in this room's chat. You can still pray and say Amen with everyone.",
});

type Props = { roomId: number; messages: RoomMessage[]; open: boolean; silenced?: boolean };

/**
 * The room's chat. Messages are plain text (never markup). A screen reader hears each new one
 * politely, without losing its place: the list is a log region. A member the host silenced
 * reads it, and is told why they cannot write.
 */
export function RoomChat({ roomId, messages, open, silenced = false }: Props) {
  const t = useStore(words);
  const [draft, setDraft] = useState("");
  const send = useSendMessage(roomId);
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [last]);
  const content = draft.trim();
  return (
    <section aria-labelledby="room-chat-title" className="flex min-h-0 flex-col rounded-lg border bg-card p-4">
      <h2 id="room-chat-title" className="mb-3 text-sm font-semibold">
        {t.chat}
      </h2>
      <ol role="log" aria-live="polite" aria-label={t.chatMessages} className="flex max-h-80 min-h-24 flex-col gap-2 overflow-y-auto">
        {messages.map((message) => (
          <li key={message.id} className="text-sm break-words">
            <span className="font-semibold">{displayName(message.author)}: </span>
            <span className="whitespace-pre-wrap">{message.content}</span>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {messages.length === 0 && <p className="text-sm text-muted-foreground">{t.noMessages}</p>}
      {open && silenced && (
        <p role="status" className="mt-3 rounded-md bg-muted p-3 text-sm text-muted-foreground">
          {t.silenced}
        </p>
      )}
      {open && !silenced && (
        <form
          className="mt-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!content) return;
            send.mutate(content, { onSuccess: () => setDraft("") });
          }}
        >
          <label htmlFor="room-chat-input" className="sr-only">
            {t.message}
          </label>
          <Input
            id="room-chat-input"
            value={draft}
            maxLength={MAX_ROOM_MESSAGE}
            placeholder={t.placeholder}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={!content || send.isPending}>
            <Send aria-hidden="true" />
            {t.send}
          </Button>
        </form>
      )}
    </section>
  );
}
