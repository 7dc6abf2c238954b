import { useQuery } from "@tanstack/react-query";
import { HandHeart, MessageCircle, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { Group } from "@contract/groups";
import type { Post } from "@contract/posts";
import { UserAvatar } from "@/components/user-avatar";
import { UserText } from "@/components/user-text";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/relative-time";
import { groupKey } from "@/lib/group-cache";
import { postKey } from "@/lib/post-cache";
import { cn } from "@/lib/utils";
import { CommentSection } from "./comment-section";
import { ModerationNotice } from "./moderation-notice";
import { PostMenu } from "./post-menu";
import { PostVideo } from "./post-video";
import { sharePost, useTogglePrayer } from "./use-post-mutations";

const actionClass =
  "h-10 min-w-0 flex-1 gap-1 px-1 text-[0.8125rem] font-semibold text-muted-foreground hover:text-foreground sm:gap-1.5 sm:px-2 sm:text-sm";

// The counts a non-member sees in place of the Prayer and Comment buttons: same place, not a control.
const staticCountClass = "inline-flex items-center justify-center hover:text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * One post's card. It reads the post's own cache entry, which the feed
 * (or /posts/:id) filled, so prayers and comments update here and everywhere else at once.
 * In a list a long post is cut with Show more; on its own page (`whole`) it is shown whole.
 */
export function PostCard({ post: given, onDeleted, whole = false }: { post: Post; onDeleted?: () => void; whole?: boolean }) {
  const ids = useId();
  const { data: post = given } = useQuery<Post>({ queryKey: postKey(given.id), initialData: given });
  const [commentsOpen, setCommentsOpen] = useState(false);
  const pray = useTogglePrayer(post.id);
  // Only members pray and comment in a group (the server refuses others): a visitor to a
  // public group sees the counts and how to take part instead. The group page has the group
  // cached already; a shared link to a group post asks for it once.
  const { data: group } = useQuery<Group>({ queryKey: groupKey(post.groupId ?? 0), enabled: post.groupId !== null });
  const onlyMembers = post.groupId !== null && group !== undefined && group.myRole === null;
  // A group's admins may delete any comment on its posts.
  const groupAdmin = post.groupId !== null && group?.myRole === "admin";
  const shareButton = (
    <Button variant="ghost" onClick={() => void sharePost(post.id)} className={actionClass}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );

  const name = displayName(post.author);
  const profileHref = `/profile/${post.authorId}`;
  const commentsId = `${ids}-comments`;

  return (
    <article aria-labelledby={`${ids}-author`} className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {post.moderation && <ModerationNotice state={post.moderation} className="border-b px-4 py-2.5 sm:px-5" />}
      {post.type === "prayer" && (
        <p className="flex items-center gap-2 border-b border-gold/40 bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground sm:px-5">
          <HandHeart aria-hidden="true" className="size-4" />
          Prayer Request
        </p>
      )}

      <header className="flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
        {/* The name beside it is the link for keyboards and screen readers. */}
        <Link href={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <UserAvatar user={post.author} className="size-11" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            id={`${ids}-author`}
            href={profileHref}
            // As wide as the name, so a right-to-left name keeps its place beside the avatar.
            dir="auto"
            className="block w-fit max-w-full truncate font-semibold text-foreground outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {name}
          </Link>
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
            {post.author.churchAffiliation && (
              <>
                <span dir="auto" className="max-w-full truncate">
                  {post.author.churchAffiliation}
                </span>
                <span aria-hidden="true">·</span>
              </>
            )}
            {/* The time is the post's own link, as on most social networks. */}
            <Link
              href={`/posts/${post.id}`}
              className="inline-flex min-h-6 items-center rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <RelativeTime date={post.createdAt} />
            </Link>
          </p>
        </div>
        <PostMenu post={post} onDeleted={onDeleted} groupAdmin={groupAdmin} />
      </header>

      {/* The padding is outside the text, so a collapsed post's next line never shows in it. */}
      <div className="px-4 pt-3 pb-4 sm:px-5">
        <UserText text={post.content} clamp={whole ? undefined : "post"} className="text-[0.95rem] leading-relaxed" />
      </div>

      {post.imageUrl && (
        <img
          src={post.imageUrl}
          // biome-ignore lint/a11y/noRedundantAlt: people attach no description to a photo, so the alt says what the image is (a shared photo, unlike the avatars beside it)
          alt={`Photo shared by ${name}`}
          loading="lazy"
          decoding="async"
          className="max-h-[36rem] w-full border-y bg-muted object-cover"
        />
      )}
      {post.videoUrl && <PostVideo url={post.videoUrl} />}

      {onlyMembers ? (
        <div className="border-t px-2 py-1.5 sm:px-3">
          <div className="flex items-center gap-1">
            <span className={cn(actionClass, staticCountClass)}>
              <HandHeart aria-hidden="true" />
              Prayers <span className="tabular-nums">{post.prayerCount}</span>
            </span>
            <span className={cn(actionClass, staticCountClass)}>
              <MessageCircle aria-hidden="true" />
              Comments <span className="tabular-nums">{post.commentCount}</span>
            </span>
            {shareButton}
          </div>
          <p className="px-2 pt-0.5 pb-1.5 text-center text-sm text-muted-foreground">Join the group to pray and comment.</p>
        </div>
      ) : (
        <div className="flex items-center gap-1 border-t px-2 py-1.5 sm:px-3">
          <Button
            variant="ghost"
            aria-pressed={post.prayedByMe}
            // aria-disabled rather than disabled: a focused button keeps its focus while the toggle settles.
            aria-disabled={pray.isPending || undefined}
            onClick={() => !pray.isPending && pray.mutate()}
            className={cn(actionClass, post.prayedByMe && "bg-secondary text-primary hover:bg-secondary hover:text-primary")}
          >
            <HandHeart aria-hidden="true" className={cn(post.prayedByMe && "fill-primary/20")} />
            Prayer <span className="tabular-nums">{post.prayerCount}</span>
          </Button>
          <Button
            variant="ghost"
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((open) => !open)}
            className={cn(actionClass, commentsOpen && "text-foreground")}
          >
            <MessageCircle aria-hidden="true" />
            Comment <span className="tabular-nums">{post.commentCount}</span>
          </Button>
          {shareButton}
        </div>
      )}

      {commentsOpen && !onlyMembers && <CommentSection post={post} id={commentsId} groupAdmin={groupAdmin} />}
    </article>
  );
}
