import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { Group } from "@contract/groups";
import type { PostResult as Found } from "@contract/search";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { RelativeTime } from "@/components/relative-time";
import { UserAvatar } from "@/components/user-avatar";
import { anonymousName } from "@/lib/anonymity";
import { groupKey } from "@/lib/group-cache";
import { i18n } from "@/lib/i18n";
import { Highlighted } from "./highlight";

const messages = i18n("search/post-result", {
  prayerRequest: "Prayer request",
  openPost: "Open post",
  matchingComment: "Matching comment: ",
});

/**
 * A post found: who wrote it (or the anonymous name and avatar), when, its text with the
 * matched words marked, and the comment that matched, if one did; the text opens the post.
 */
export function PostResult({ result, query }: { result: Found; query: string }) {
  const t = useStore(messages);
  const ids = useId();
  const { post, comment } = result;
  // An anonymous group post is "A member of <group>": the group's name is asked for only then.
  const { data: group } = useQuery<Group>({ queryKey: groupKey(post.groupId ?? 0), enabled: post.groupId !== null && post.author === null });
  const href = `/posts/${post.id}`;
  return (
    <li>
      <article aria-labelledby={`${ids}-author`} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
        <header className="flex items-center gap-3">
          {post.author ? <UserAvatar user={post.author} /> : <NeutralAvatar />}
          <div className="min-w-0 flex-1">
            {post.author ? (
              <Link
                id={`${ids}-author`}
                href={`/profile/${post.author.id}`}
                dir="auto"
                className="block w-fit max-w-full truncate font-semibold outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {displayName(post.author)}
              </Link>
            ) : (
              <span id={`${ids}-author`} className="block font-semibold break-words">
                {anonymousName(group?.name)}
              </span>
            )}
            <p className="text-sm text-muted-foreground">
              <RelativeTime date={post.createdAt} />
              {post.type === "prayer" && ` · ${t.prayerRequest}`}
            </p>
          </div>
        </header>
        <Link
          href={href}
          aria-describedby={`${ids}-author`}
          className="mt-3 block rounded-md outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <p dir="auto" className="line-clamp-4 whitespace-pre-line wrap-anywhere text-foreground/90">
            <Highlighted text={post.content} query={query} />
          </p>
          <span className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">{t.openPost}</span>
        </Link>
        {comment && (
          <div className="mt-3 flex gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p dir="auto" className="min-w-0 line-clamp-3 wrap-anywhere">
              <span className="sr-only">{t.matchingComment}</span>
              <Highlighted text={comment.content} query={query} />
            </p>
          </div>
        )}
      </article>
    </li>
  );
}
