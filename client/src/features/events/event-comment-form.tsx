import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { MAX_COMMENT_LENGTH } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { UserAvatar } from "@/components/user-avatar";
import { isUnauthorizedError, serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useAddEventComment } from "./event-comments";

const messages = i18n("events/event-comment-form", {
  label: "Write a comment",
  placeholder: "Ask a question or share a word about this event...",
  post: "Post",
  posting: "Posting...",
  failed: "Your comment could not be posted. Please try again.",
  shortcut: params<{ keys: string }>("{keys} to post"),
});

// Where the Command key stands in for Control.
const SHORTCUT = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘+Enter" : "Ctrl+Enter";

/** The box for a word in an event's discussion: Post (or Ctrl/Cmd+Enter) sends it; a refusal shows beneath, what was written kept. */
export function EventCommentForm({ eventId }: { eventId: number }) {
  const t = useStore(messages);
  const user = useCurrentUser();
  const ids = useId();
  const [content, setContent] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const add = useAddEventComment(eventId, {
    onAdded: () => {
      setContent("");
      // Ready for another word.
      input.current?.focus();
    },
  });
  const trimmed = content.trim();
  // Signed out, the way back to sign in says it instead.
  const refusal = add.isError && !isUnauthorizedError(add.error) ? (serverMessage(add.error) ?? t.failed) : null;
  const nearLimit = content.length > MAX_COMMENT_LENGTH * 0.9;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Blank comments are not sent; the trimmed text is.
    if (!trimmed || add.isPending) return;
    add.mutate(trimmed);
  };

  return (
    <form onSubmit={submit} className="flex items-start gap-3 border-t pt-4">
      <UserAvatar user={user} className="hidden size-9 text-xs sm:flex" />
      <div className="grid min-w-0 flex-1 gap-2">
        <label htmlFor={`${ids}-content`} className="sr-only">
          {t.label}
        </label>
        <Textarea
          ref={input}
          id={`${ids}-content`}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (add.isError) add.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
          }}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          placeholder={t.placeholder}
          maxLength={MAX_COMMENT_LENGTH}
          rows={2}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${ids}-error` : undefined}
          className="max-h-60 min-h-16 resize-none field-sizing-content bg-muted/40 focus-visible:bg-card"
        />
        {refusal && (
          <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex items-center justify-end gap-3">
          {nearLimit ? (
            <p className="mr-auto text-xs text-muted-foreground tabular-nums" aria-live="polite">
              {content.length} / {MAX_COMMENT_LENGTH}
            </p>
          ) : (
            // For those with a keyboard; on a phone the button is the way.
            <p className="mr-auto hidden text-xs text-muted-foreground sm:block">{t.shortcut({ keys: SHORTCUT })}</p>
          )}
          <Button type="submit" size="sm" disabled={!trimmed || add.isPending}>
            {add.isPending ? t.posting : t.post}
          </Button>
        </div>
      </div>
    </form>
  );
}
