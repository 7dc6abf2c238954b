import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { HandHeart, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { displayName } from "@contract/display-name";
import type { Group } from "@contract/groups";
import type { Post } from "@contract/posts";
import { UserText } from "@/components/user-text";
import { DeferredPart } from "@/components/deferred-part";
import { Button } from "@/components/ui/button";
import { anonymousName } from "@/lib/anonymity";
import { LazyPrayerFollowUp } from "@/features/prayer/lazy-prayer-follow-up";
import { PrayerBanner } from "@/features/prayer/prayer-banner";
import { PostReactions } from "@/features/reactions/post-reactions";
import { groupKey } from "@/lib/group-cache";
import { i18n, params } from "@/lib/i18n";
import { postKey } from "@/lib/post-cache";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { cn } from "@/lib/utils";
import { LinkPreviewCard } from "./link-preview-card";
import { ModerationNotice } from "./moderation-notice";
import { PostAuthor } from "./post-author";
import { PostMenu } from "./post-menu";
import { sharePost, useTogglePrayer } from "./post-mutations";

const messages = i18n("posts/post-card", {
  share: "Share",
  photoBy: params<{ name: string }>("Photo shared by {name}"),
  // Beside their counts, in place of the buttons for those who may not use them.
  prayers: "Prayers",
  comments: "Comments",
  joinToTakePart: "Join the group to pray and comment.",
  // The buttons, beside their counts.
  prayer: "Prayer",
  comment: "Comment",
  loadingComments: "Loading comments...",
});

// The comments' code (list, form, menus) loads once the feed has painted, before anyone
// opens a post's comments, and is not part of the first screen's code.
const loadCommentSection = () => import("./comment-section").then((m) => m.CommentSection);
const CommentSection = retryableLazy(loadCommentSection);
// Few posts have a video: the player's code comes with the first that does, into a frame of its size.
const PostVideo = retryableLazy(() => import("./post-video").then((m) => m.PostVideo));

// Each action as wide as its words, the row's room left over shared out: a longer word (Portuguese
// "Compartilhar") takes room a shorter one does not need, rather than being cut at a third.
const actionClass =
  "h-10 min-w-0 flex-auto gap-1 px-1 text-[0.8125rem] font-semibold text-muted-foreground hover:text-foreground sm:gap-1.5 sm:px-2 sm:text-sm";

// The counts a non-member sees in place of the Prayer and Comment buttons: same place, not a control.
const staticCountClass = "inline-flex items-center justify-center hover:text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * One post's card. It reads the post's own cache entry, which the feed
 * (or /posts/:id) filled, so prayers and comments update here and everywhere else at once.
 * In a list a long post is cut with Show more; on its own page (`whole`) it is shown whole.
 * `moderates` and `placeName` come from a list that knows where it is and the card cannot (a
 * church's wall): the viewer leads there, and its name.
 */
export function PostCard({
  post: given,
  onDeleted,
  whole = false,
  moderates = false,
  placeName,
  showPlace = false,
}: {
  post: Post;
  onDeleted?: () => void;
  whole?: boolean;
  moderates?: boolean;
  placeName?: string;
  /** Name the group or church it was shared in, with a link there (a card seen outside it). */
  showPlace?: boolean;
}) {
  const t = useStore(messages);
  const ids = useId();
  const { data: post = given } = useQuery<Post>({ queryKey: postKey(given.id), initialData: given });
  const [commentsOpen, setCommentsOpen] = useState(false);
  const ready = useSecondaryRequestsOpen();
  useEffect(() => {
    // A failure here is met again, and shown, when the comments are opened.
    if (ready) loadCommentSection().catch(() => {});
  }, [ready]);
  const pray = useTogglePrayer(post.id);
  // Only members pray and comment in a group (the server refuses others): a visitor to a
  // public group sees the counts and how to take part instead. The group page has the group
  // cached already; a shared link to a group post asks for it once.
  const { data: group } = useQuery<Group>({ queryKey: groupKey(post.groupId ?? 0), enabled: post.groupId !== null });
  const onlyMembers = post.groupId !== null && group !== undefined && group.myRole === null;
  // A group's admins may take down any post or comment in it, as a church's leaders may where they lead.
  const moderator = moderates || (post.groupId !== null && group?.myRole === "admin");
  const place = group?.name ?? post.place?.name ?? placeName ?? null;
  const shareButton = (
    <Button variant="ghost" onClick={() => void sharePost(post.id)} className={actionClass}>
      <Share2 aria-hidden="true" />
      {t.share}
    </Button>
  );

  const me = useCurrentUser();
  const mine = post.authorId === me.id;
  const name = post.author ? displayName(post.author) : anonymousName(place);
  const commentsId = `${ids}-comments`;

  return (
    <article aria-labelledby={`${ids}-author`} className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {post.moderation && <ModerationNotice state={post.moderation} className="border-b px-4 py-2.5 sm:px-5" />}
      {post.type === "prayer" && <PrayerBanner post={post} />}

      <header className="flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
        <PostAuthor post={post} nameId={`${ids}-author`} mine={mine} groupName={place} showPlace={showPlace} />
        <PostMenu post={post} onDeleted={onDeleted} moderates={moderator} />
      </header>

      {/* The padding is outside the text, so a collapsed post's next line never shows in it. */}
      <div className="px-4 pt-3 pb-4 sm:px-5">
        <UserText
          text={post.content}
          verses={post.verses}
          mentions={post.mentions}
          clamp={whole ? undefined : "post"}
          className="text-[0.95rem] leading-relaxed"
        />
      </div>
      <LinkPreviewCard post={post} />

      {post.imageUrl && (
        <img
          src={post.imageUrl}
          // People attach no description to a photo, so the alt says what the image is (a shared photo, unlike the avatars beside it)
          alt={t.photoBy({ name })}
          loading="lazy"
          decoding="async"
          className="max-h-[36rem] w-full border-y bg-muted object-cover"
        />
      )}
      {post.videoUrl && (
        <DeferredPart standIn={<div className="aspect-video w-full border-y bg-indigo-night" />}>
          <PostVideo url={post.videoUrl} />
        </DeferredPart>
      )}

      <LazyPrayerFollowUp post={post} mine={mine} />
      <PostReactions post={post} canReact={!onlyMembers} />

      {onlyMembers ? (
        <div className="border-t px-2 py-1.5 sm:px-3">
          <div className="flex items-center gap-1">
            <span className={cn(actionClass, staticCountClass)}>
              <HandHeart aria-hidden="true" />
              {t.prayers} <span className="tabular-nums">{post.prayerCount}</span>
            </span>
            <span className={cn(actionClass, staticCountClass)}>
              <MessageCircle aria-hidden="true" />
              {t.comments} <span className="tabular-nums">{post.commentCount}</span>
            </span>
            {shareButton}
          </div>
          <p className="px-2 pt-0.5 pb-1.5 text-center text-sm text-muted-foreground">{t.joinToTakePart}</p>
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
            {t.prayer} <span className="tabular-nums">{post.prayerCount}</span>
          </Button>
          <Button
            variant="ghost"
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((open) => !open)}
            className={cn(actionClass, commentsOpen && "text-foreground")}
          >
            <MessageCircle aria-hidden="true" />
            {t.comment} <span className="tabular-nums">{post.commentCount}</span>
          </Button>
          {shareButton}
        </div>
      )}

      {commentsOpen && !onlyMembers && (
        <DeferredPart standIn={<p className="border-t bg-muted/40 px-4 py-4 text-sm text-muted-foreground sm:px-5">{t.loadingComments}</p>}>
          <CommentSection post={post} id={commentsId} moderates={moderator} groupName={place} />
        </DeferredPart>
      )}
    </article>
  );
}
