import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { MAX_COMMENT_LENGTH } from "@contract/limits";
import type { Mention } from "@contract/mentions";
import { Button } from "@/components/ui/button";
import { MentionField } from "@/features/mentions/mention-field";
import { mentionIdsIn } from "@/features/mentions/mention-text";
import { i18n, params } from "@/lib/i18n";
import { useOnline } from "@/lib/online-status";
import { useAddComment } from "./post-mutations";

const messages = i18n("posts/reply-form", {
  replyingTo: params<{ name: string }>("Replying to {name}"),
  writeReply: params<{ name: string }>("Write a reply to {name}"),
  placeholder: "Write a reply...",
  posting: "Posting...",
  offline: "Will send when you are back online",
  reply: "Reply",
  cancel: "Cancel",
});

/**
 * The field for an answer to one comment, under its thread: it takes the focus when it opens,
 * names whom it answers, and closes on Cancel or Escape (`onClose`), or once the reply is
 * posted. Offline, the reply waits on the device and is sent once back online, as a comment.
 */
export function ReplyForm({
  id,
  postId,
  parentId,
  name,
  onClose,
}: {
  id: string;
  postId: number;
  parentId: number;
  /** Whom it answers, as the thread shows them. */
  name: string;
  onClose: () => void;
}) {
  const t = useStore(messages);
  const [content, setContent] = useState("");
  const [mentions, setMentions] = useState<Mention[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const add = useAddComment(postId, { onAdded: onClose });
  const online = useOnline();
  const trimmed = content.trim();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || add.isPending) return;
    add.mutate({ content: trimmed, parentId, mentions: mentionIdsIn(trimmed, mentions) });
  };

  return (
    <form id={id} onSubmit={submit} className="mt-2 grid grid-cols-1 gap-2">
      <p dir="auto" className="text-xs text-muted-foreground">
        {t.replyingTo({ name })}
      </p>
      <MentionField
        ref={input}
        aria-label={t.writeReply({ name })}
        value={content}
        onValueChange={setContent}
        mentions={mentions}
        onMentionsChange={setMentions}
        place={{ postId }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
        }}
        placeholder={t.placeholder}
        maxLength={MAX_COMMENT_LENGTH}
        rows={1}
        className="max-h-40 min-h-10 resize-none py-2 field-sizing-content"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!trimmed || add.isPending}>
          {add.isPending ? (online ? t.posting : t.offline) : t.reply}
        </Button>
      </div>
    </form>
  );
}
