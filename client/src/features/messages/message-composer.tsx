import { useStore } from "@nanostores/react";
import { Pencil, Reply, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useState } from "react";
import { displayName } from "@contract/display-name";
import { MAX_MESSAGE } from "@contract/limits";
import type { Message } from "@contract/messages";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { serverMessage } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AttachPhotoButton, PhotoToSend } from "./composer-photo";
import { conversationWords } from "./conversation-words";
import { newClientId, useEditMessage, useSendMessage } from "./message-mutations";
import { previewWords } from "./message-preview";
import { quotedText } from "./reply-quote";

const messages = i18n("messages/message-composer", {
  label: "Write a message",
  message: "Message",
  placeholder: "Write a message...",
  keys: "Enter sends; Shift+Enter starts a new line.",
  send: "Send",
  save: "Save",
  replyingTo: params<{ name: string }>("Replying to {name}"),
  editing: "Editing your message",
  cancelReply: "Cancel the reply",
  cancelEdit: "Cancel editing",
  left: count({ one: "{count} character left", other: "{count} characters left" }),
  over: count({ one: "{count} character too many", other: "{count} characters too many" }),
  notSent: "Your message could not be sent. Please try again.",
});

// The count shows once this few characters are left.
const COUNT_FROM = 200;

type Props = {
  conversationId: number;
  replyTo: Message | null;
  editing: Message | null;
  /** Ends a reply or an edit (Escape, the ×, or once it is sent). */
  onDone: () => void;
  field: RefObject<HTMLTextAreaElement | null>;
};

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, Escape ends a reply or an edit.
 * A photo may go with the words. Sent offline, a message waits on the device and goes once the
 * connection is back (it shows as waiting meanwhile). A refusal (the server's words) shows here,
 * and the words come back to be sent again.
 */
export function MessageComposer({ conversationId, replyTo, editing, onDone, field }: Props) {
  const t = useStore(messages);
  const names = useStore(conversationWords);
  const preview = useStore(previewWords);
  const ids = useId();
  const [draft, setDraft] = useState("");
  const [photo, setPhoto] = useState<{ url: string; preview: string | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useSendMessage(conversationId);
  const edit = useEditMessage({
    onSaved: () => {
      setDraft("");
      onDone();
    },
  });

  // An edit starts from the message's own words; leaving it leaves an empty field.
  useEffect(() => {
    setDraft(editing?.content ?? "");
    if (editing) field.current?.focus();
  }, [editing, field]);

  const content = draft.trim();
  const over = draft.length - MAX_MESSAGE;
  const ready = over <= 0 && (editing ? content !== "" && content !== editing.content : content !== "" || photo !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    setRefusal(null);
    if (editing) {
      edit.mutate({ id: editing.id, content });
      return;
    }
    const body = {
      clientId: newClientId(),
      ...(content && { content }),
      ...(photo && { imageUrl: photo.url }),
      ...(replyTo && { replyToId: replyTo.id }),
    };
    // Shown at once as on its way (or waiting, offline); the field is free for the next one.
    setDraft("");
    setPhoto(null);
    onDone();
    send.mutate(body, {
      onError: (error) => {
        setRefusal(serverMessage(error) ?? t.notSent);
        setDraft((now) => (now === "" ? (body.content ?? "") : now));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && (replyTo || editing)) {
      event.preventDefault();
      if (editing) setDraft("");
      onDone();
    }
  };

  const counter = over > 0 ? t.over(over) : MAX_MESSAGE - draft.length <= COUNT_FROM ? t.left(MAX_MESSAGE - draft.length) : null;
  const replyName = replyTo ? (replyTo.author ? displayName(replyTo.author) : names.deletedMember) : "";

  return (
    <form aria-label={t.label} onSubmit={submit} className="grid gap-2 border-t bg-card p-3">
      {(replyTo || editing) && (
        <div className="flex min-w-0 items-start gap-2 rounded-lg border-l-4 border-primary/60 bg-muted px-3 py-2 text-sm">
          {editing ? (
            <Pencil aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Reply aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="font-semibold">{editing ? t.editing : t.replyingTo({ name: replyName })}</p>
            {replyTo && (
              <p dir="auto" className="truncate text-muted-foreground">
                {quotedText({ content: replyTo.content, hasImage: replyTo.imageUrl !== null }, preview)}
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={editing ? t.cancelEdit : t.cancelReply}
            onClick={() => {
              if (editing) setDraft("");
              onDone();
            }}
            className="-my-1 -mr-1 size-8 rounded-full"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {photo && !editing && <PhotoToSend key={photo.url} preview={photo.preview} onRemove={() => setPhoto(null)} />}
      {refusal && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <div className="flex items-end gap-1.5">
        {!editing && <AttachPhotoButton onUploaded={(url, shown) => setPhoto({ url, preview: shown })} />}
        <label htmlFor={`${ids}-field`} className="sr-only">
          {t.message}
        </label>
        <Textarea
          ref={field}
          id={`${ids}-field`}
          rows={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (refusal) setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          aria-describedby={`${ids}-keys ${ids}-count`}
          aria-invalid={over > 0 || undefined}
          className="field-sizing-content max-h-40 min-h-10 resize-none rounded-2xl py-2"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={editing ? t.save : t.send}
          title={editing ? t.save : t.send}
          disabled={!ready || edit.isPending}
          className="rounded-full"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={`${ids}-keys`} className="sr-only">
        {t.keys}
      </p>
      <p
        id={`${ids}-count`}
        aria-live="polite"
        className={cn("px-1 text-xs", over > 0 ? "font-semibold text-destructive" : "text-muted-foreground", !counter && "sr-only")}
      >
        {counter}
      </p>
    </form>
  );
}
