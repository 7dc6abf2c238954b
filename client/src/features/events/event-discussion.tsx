import { useStore } from "@nanostores/react";
import { Clock, MessagesSquare, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { displayName, fullName } from "@contract/display-name";
import type { EventComment } from "@contract/events";
import type { ModerationState } from "@contract/moderation";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { UserText } from "@/components/user-text";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { cn } from "@/lib/utils";
import { EventCommentForm } from "./event-comment-form";
import { EventCommentMenu } from "./event-comment-menu";
import { useEventComments } from "./event-comments";
import type { ReportDialogSlot } from "./report-dialog-slot";

const messages = i18n("events/event-discussion", {
  discussion: "Discussion",
  loading: "Loading the discussion",
  loadFailed: "The discussion could not be loaded.",
  tryAgain: "Try again",
  empty: "No comments yet. Start the conversation.",
  profile: params<{ name: string }>("{name}'s profile"),
  // For someone without a name.
  user: "User",
  // On the author's own comment that others no longer see, keyed by its moderation state.
  held: "Held for review. Only you can see this for now.",
  removed: "Removed by a moderator. Only you can see this.",
});

/** An event's discussion: what those who see the event said about it, oldest first, and a word of one's own. */
export function EventDiscussion({ eventId, ReportDialog }: { eventId: number; ReportDialog: ReportDialogSlot }) {
  const t = useStore(messages);
  const comments = useEventComments(eventId);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="event-discussion" className="grid gap-4">
        <h2 id="event-discussion" className="flex items-center gap-2 text-base font-semibold">
          {t.discussion}
          {comments.data && comments.data.length > 0 && (
            <span className="text-sm font-normal text-muted-foreground tabular-nums">{comments.data.length}</span>
          )}
        </h2>
        {comments.isPending ? (
          <div role="status" aria-label={t.loading} className="grid gap-4">
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-9 rounded-full" />
                <Skeleton className="h-14 flex-1 rounded-lg" />
              </div>
            ))}
          </div>
        ) : comments.isError ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {t.loadFailed}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void comments.refetch()}>
              {t.tryAgain}
            </Button>
          </p>
        ) : comments.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
            {t.empty}
          </p>
        ) : (
          <ul className="grid gap-4">
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} ReportDialog={ReportDialog} />
            ))}
          </ul>
        )}
        <EventCommentForm eventId={eventId} />
      </section>
    </Card>
  );
}

function CommentItem({ comment, ReportDialog }: { comment: EventComment; ReportDialog: ReportDialogSlot }) {
  const t = useStore(messages);
  const me = useCurrentUser();
  const { author } = comment;
  const own = author.id === me.id;
  const profile = `/profile/${author.id}`;
  return (
    <li className="flex gap-3">
      <Link
        href={profile}
        aria-label={t.profile({ name: displayName(author) })}
        className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserAvatar user={author} className="size-9 text-xs" />
      </Link>
      {/* Every bubble has a border's width, seen only around a moderated one, so all their text lines up. */}
      <div className={cn("min-w-0 flex-1 overflow-hidden rounded-lg border bg-muted/60", !comment.moderation && "border-transparent")}>
        {comment.moderation && <ModerationMarker state={comment.moderation} />}
        <div className="px-3 py-2">
          <div className="flex items-start gap-2">
            <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm">
              {/* The avatar beside it is the same link; the name is the one a reader looks for. */}
              <Link href={profile} tabIndex={-1} dir="auto" className="font-semibold hover:underline">
                {fullName(author) || t.user}
              </Link>
              <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
            </p>
            <EventCommentMenu comment={comment} own={own} ReportDialog={ReportDialog} />
          </div>
          <UserText text={comment.content} verses={comment.verses} clamp="comment" className="mt-0.5 text-sm" />
        </div>
      </div>
    </li>
  );
}

/** On the author's own comment that others no longer see: why, and that they alone see it. */
function ModerationMarker({ state }: { state: ModerationState }) {
  const t = useStore(messages);
  const Icon = state === "held" ? Clock : TriangleAlert;
  return (
    <p
      data-moderation={state}
      className={cn(
        "flex items-start gap-2 border-b px-3 py-1.5 text-xs font-medium",
        state === "removed" ? "bg-destructive/10 text-destructive" : "bg-muted text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t[state]}
    </p>
  );
}
