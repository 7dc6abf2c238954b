import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { Post } from "@contract/posts";
import type { PostPlace } from "@contract/home-feed-settings";
import { ChevronRight } from "lucide-react";
import { RelativeTime } from "@/components/relative-time";
import { UserAvatar } from "@/components/user-avatar";
import { anonymousName } from "@/lib/anonymity";
import { i18n } from "@/lib/i18n";
import { LazyAudienceIcon } from "@/features/prayer/lazy-audience-icon";
import { NeutralAvatar } from "@/components/neutral-avatar";

const messages = i18n("posts/post-author", {
  othersSee: "Others see “A member of your network”",
  anonymous: "Anonymous",
  sharedIn: "shared in",
});

/** Where a place's page is. */
const placeHref = (place: PostPlace) => (place.kind === "group" ? `/groups/${place.id}` : `/churches/${place.slug}`);

/**
 * Who wrote a post, its church and time, and who it is shared with. An author kept anonymous
 * from me is "A member of your network" (or of the group), with no link to anyone; the author
 * sees their own anonymous post as theirs, marked Anonymous.
 */
export function PostAuthor({
  post,
  nameId,
  mine,
  groupName,
  showPlace = false,
}: {
  post: Post;
  nameId: string;
  mine: boolean;
  groupName: string | null;
  showPlace?: boolean;
}) {
  const t = useStore(messages);
  const author = post.author;
  const profileHref = `/profile/${post.authorId}`;
  return (
    <>
      {author ? (
        // The name beside it is the link for keyboards and screen readers.
        <Link href={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <UserAvatar user={author} className="size-11" />
        </Link>
      ) : (
        <NeutralAvatar className="size-11" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          {author ? (
            <Link
              id={nameId}
              href={profileHref}
              // As wide as the name, so a right-to-left name keeps its place beside the avatar.
              dir="auto"
              className="block w-fit max-w-full truncate font-semibold text-foreground outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {displayName(author)}
            </Link>
          ) : (
            <span id={nameId} className="block max-w-full font-semibold break-words text-foreground">
              {anonymousName(groupName)}
            </span>
          )}
          {showPlace && post.place && (
            <span className="inline-flex min-w-0 items-center gap-x-1 text-sm">
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{t.sharedIn}</span>
              <Link
                href={placeHref(post.place)}
                dir="auto"
                // A long name wraps under the author's rather than being cut.
                className="min-w-0 font-semibold break-words text-foreground outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {post.place.name}
              </Link>
            </span>
          )}
          {author && post.anonymous && (
            <span title={t.othersSee} className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
              {t.anonymous}
            </span>
          )}
        </div>
        {/* Positioned: the audience icon's tooltip hangs from this line. */}
        <p className="relative flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
          {author?.churchAffiliation && (
            <>
              <span dir="auto" className="max-w-full truncate">
                {author.churchAffiliation}
              </span>
              <span aria-hidden="true">·</span>
            </>
          )}
          {/* The time and who it is shared with keep to one line. */}
          <span className="inline-flex items-center gap-x-1.5">
            {/* The time is the post's own link, as on most social networks. */}
            <Link
              href={`/posts/${post.id}`}
              className="inline-flex min-h-6 items-center rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <RelativeTime date={post.createdAt} />
            </Link>
            <span aria-hidden="true">·</span>
            <LazyAudienceIcon kind={post.audience} mine={mine} groupName={groupName} />
          </span>
        </p>
      </div>
    </>
  );
}
