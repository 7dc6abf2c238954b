import { HandHeart } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Post } from "@contract/posts";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/utils";

/** Who asked: their name, or, for a request shared without one, how they stand to me. */
export const requestAuthorName = (post: Pick<Post, "author">): string => (post.author ? displayName(post.author) : "A member of your network");

/** The asker's photo, or a praying-hands badge when they chose not to be named. */
export function RequestAuthorAvatar({ post, className }: { post: Pick<Post, "author">; className?: string }) {
  if (post.author) return <UserAvatar user={post.author} className={className} />;
  return (
    <span className={cn("flex shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground", className)}>
      <HandHeart aria-hidden="true" className="size-1/2" />
    </span>
  );
}
