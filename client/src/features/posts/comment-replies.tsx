import { useStore } from "@nanostores/react";
import { type ReactNode, useId, useRef, useState } from "react";
import { fullName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { anonymousName } from "@/lib/anonymity";
import { i18n, params } from "@/lib/i18n";
import { ReplyForm } from "./reply-form";

const messages = i18n("posts/comment-replies", {
  reply: "Reply",
  replyTo: params<{ name: string }>("Reply to {name}"),
  replies: params<{ name: string }>("Replies to {name}"),
});

/**
 * Under a comment on the post: its Reply button, the replies to it (indented beneath it, in
 * order, each drawn by `renderReply`), and, once Reply is pressed, the field for another.
 * Escape or Cancel closes the field and gives the focus back to the button.
 */
export function CommentReplies({
  comment,
  replies,
  groupName,
  renderReply,
}: {
  comment: Comment;
  replies: readonly Comment[];
  /** The group or church of the post, for naming its anonymous author as the thread does. */
  groupName: string | null;
  renderReply: (reply: Comment) => ReactNode;
}) {
  const t = useStore(messages);
  const formId = `${useId()}-reply`;
  const button = useRef<HTMLButtonElement>(null);
  const [replying, setReplying] = useState(false);
  const name = comment.author ? fullName(comment.author) || anonymousName(groupName) : anonymousName(groupName);
  const close = () => {
    setReplying(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t.replyTo({ name })}
        aria-expanded={replying}
        aria-controls={replying ? formId : undefined}
        onClick={() => setReplying(true)}
        className="mt-1 ml-3 rounded-sm text-xs font-semibold text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t.reply}
      </button>
      {replies.length > 0 && (
        <ul aria-label={t.replies({ name })} className="mt-2 grid grid-cols-1 gap-3">
          {replies.map(renderReply)}
        </ul>
      )}
      {replying && <ReplyForm id={formId} postId={comment.postId} parentId={comment.id} name={name} onClose={close} />}
    </>
  );
}
