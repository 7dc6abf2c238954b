import { displayName } from "@contract/display-name";
import type { Post } from "@contract/posts";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { UserAvatar } from "@/components/user-avatar";
import { anonymousName } from "@/lib/anonymity";

/** Who asked: their name, or, for a request shared without one, how they stand to me. */
export const requestAuthorName = (post: Pick<Post, "author">): string => (post.author ? displayName(post.author) : anonymousName());

/** The asker's photo, or the same neutral avatar the post card shows when they chose not to be named. */
export function RequestAuthorAvatar({ post, className }: { post: Pick<Post, "author">; className?: string }) {
  if (post.author) return <UserAvatar user={post.author} className={className} />;
  return <NeutralAvatar className={className} />;
}
