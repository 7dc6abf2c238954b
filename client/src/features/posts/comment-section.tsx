import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { displayName, fullName } from "@contract/display-name";
import { MAX_COMMENT_LENGTH } from "@contract/limits";
import type { Mention } from "@contract/mentions";
import type { Comment, Post } from "@contract/posts";
import { UserAvatar } from "@/components/user-avatar";
import { UserText } from "@/components/user-text";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RelativeTime } from "@/components/relative-time";
import { anonymousName } from "@/lib/anonymity";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { CommentReactions } from "@/features/reactions/comment-reactions";
import { MentionField } from "@/features/mentions/mention-field";
import { mentionIdsIn } from "@/features/mentions/mention-text";
import { i18n, params } from "@/lib/i18n";
import { useOnline } from "@/lib/online-status";
import { commentsKey } from "@/lib/post-cache";
import { useCurrentUser } from "@/lib/use-auth";
import { CommentMenu } from "./comment-menu";
import { CommentReplies } from "./comment-replies";
import { threadsOf } from "./comment-threads";
import { ModerationNotice } from "./moderation-notice";
import { useAddComment } from "./post-mutations";

const messages = i18n("posts/comment-section", {
  comments: "Comments",
  loadingComments: "Loading comments",
  couldNotLoad: "Could not load the comments.",
  tryAgain: "Try again",
  noComments: "No comments yet. Be the first to offer a kind word.",
  profile: params<{ name: string }>("{name}'s profile"),
  // For someone without a name.
  user: "User",
  writeComment: "Write a comment",
  writeCommentPlaceholder: "Write a comment...",
  posting: "Posting...",
  offline: "Will send when you are back online",
  postComment: "Post Comment",
});

/**
 * A post's comments and the form to add one. Mounted only while the list is expanded, so
 * the comments are fetched then and not before: a feed never asks for every post's comments.
 */
export function CommentSection({
  post,
  id,
  moderates = false,
  groupName = null,
}: {
  post: Post;
  id: string;
  /** The viewer may delete any comment here: an admin of the post's group, a leader of its church. */
  moderates?: boolean;
  /** The group or church the post is in, when known: an anonymous author is "A member of" it. */
  groupName?: string | null;
}) {
  const t = useStore(messages);
  const comments = useQuery<Comment[]>({ queryKey: commentsKey(post.id) });
  const { data, refetch } = comments;

  // Reopened after the feed brought a newer count (someone else commented): fetch again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list is opened, not on every change while it is open
  useEffect(() => {
    if (data && data.length !== post.commentCount) void refetch();
  }, []);

  return (
    <section id={id} aria-label={t.comments} className="border-t bg-muted/40 px-4 py-4 sm:px-5">
      {comments.isPending ? (
        <div role="status" aria-label={t.loadingComments} className="grid grid-cols-1 gap-3">
          {[0, 1].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-14 flex-1 rounded-lg" />
            </div>
          ))}
        </div>
      ) : comments.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t.couldNotLoad}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void refetch()}>
            {t.tryAgain}
          </Button>
        </p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noComments}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {threadsOf(comments.data).map(({ comment, replies, answerable }) => (
            <CommentItem key={comment.id} comment={comment} moderates={moderates} groupName={groupName}>
              {answerable && (
                <CommentReplies
                  comment={comment}
                  replies={replies}
                  groupName={groupName}
                  renderReply={(reply) => <CommentItem key={reply.id} comment={reply} moderates={moderates} groupName={groupName} />}
                />
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      <CommentForm postId={post.id} />
    </section>
  );
}

/** One comment; under it (`children`), on a comment on the post, its replies and the way to add one. */
function CommentItem({
  comment,
  moderates,
  groupName,
  children,
}: {
  comment: Comment;
  moderates: boolean;
  groupName: string | null;
  children?: ReactNode;
}) {
  const t = useStore(messages);
  const author = comment.author;
  const profile = `/profile/${comment.authorId}`;
  return (
    <li className="flex gap-3">
      {author ? (
        <Link
          href={profile}
          aria-label={t.profile({ name: displayName(author) })}
          className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <UserAvatar user={author} className="size-8 text-xs" />
        </Link>
      ) : (
        <NeutralAvatar className="size-8" />
      )}
      <div className="min-w-0 flex-1">
        <div className="overflow-hidden rounded-lg border bg-card">
          {comment.moderation && <ModerationNotice state={comment.moderation} className="border-b px-3 py-1.5 text-xs [&_svg]:size-3.5" />}
          <div className="px-3 py-2">
            <div className="flex items-start gap-2">
              <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm">
                {author ? (
                  // The avatar beside it is the same link; the name is the one a reader looks for.
                  <Link href={profile} tabIndex={-1} dir="auto" className="font-semibold hover:underline">
                    {fullName(author) || t.user}
                  </Link>
                ) : (
                  // The anonymous author of the request, answering on it: still not named.
                  <span className="font-semibold">{anonymousName(groupName)}</span>
                )}
                <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
              </p>
              <CommentMenu comment={comment} moderates={moderates} />
            </div>
            <UserText text={comment.content} verses={comment.verses} mentions={comment.mentions} clamp="comment" className="mt-0.5 text-sm" />
            <CommentReactions comment={comment} />
          </div>
        </div>
        {children}
      </div>
    </li>
  );
}

function CommentForm({ postId }: { postId: number }) {
  const t = useStore(messages);
  const user = useCurrentUser();
  const inputId = useId();
  const [content, setContent] = useState("");
  const [mentions, setMentions] = useState<Mention[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const add = useAddComment(postId, {
    onAdded: () => {
      setContent("");
      setMentions([]);
      // The button is disabled again; focus goes back to the box, ready for another word.
      input.current?.focus();
    },
  });
  const trimmed = content.trim();
  // Offline the comment waits on the device and is sent once the browser is back online.
  const online = useOnline();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Blank comments are not sent; the trimmed text is.
    if (!trimmed || add.isPending) return;
    add.mutate({ content: trimmed, mentions: mentionIdsIn(trimmed, mentions) });
  };

  return (
    <form onSubmit={submit} className="mt-4 flex items-start gap-3">
      <UserAvatar user={user} className="hidden size-8 text-xs sm:flex" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start">
        <label htmlFor={inputId} className="sr-only">
          {t.writeComment}
        </label>
        <MentionField
          ref={input}
          id={inputId}
          value={content}
          onValueChange={setContent}
          mentions={mentions}
          onMentionsChange={setMentions}
          place={{ postId }}
          wrapperClassName="flex-1"
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
          }}
          placeholder={t.writeCommentPlaceholder}
          maxLength={MAX_COMMENT_LENGTH}
          rows={1}
          className="max-h-40 min-h-10 resize-none py-2 field-sizing-content"
        />
        <Button type="submit" size="sm" disabled={!trimmed || add.isPending} className="self-end sm:h-10 sm:self-auto">
          {add.isPending ? (online ? t.posting : t.offline) : t.postComment}
        </Button>
      </div>
    </form>
  );
}
