import type { Post } from "@contract/posts";
import { useCurrentUser } from "@/lib/use-auth";
import { ReactionControls } from "./reaction-controls";
import { useReactToPost } from "./reaction-mutations";

/** A post's reactions for a member who may react: loaded after the feed has painted (PostReactions). */
export function PostReactionControls({ post, openMenu }: { post: Post; openMenu: boolean }) {
  const me = useCurrentUser();
  const react = useReactToPost(post.id);
  return (
    <ReactionControls
      reactions={post.reactions}
      myReaction={post.myReaction}
      onChoose={(kind) => react.mutate(kind)}
      whoReacted={post.authorId === me.id ? `/api/posts/${post.id}` : undefined}
      openMenu={openMenu}
    />
  );
}
