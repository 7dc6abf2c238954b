import type { Comment } from "@contract/posts";
import { useCurrentUser } from "@/lib/use-auth";
import { ReactionControls } from "./reaction-controls";
import { useReactToComment } from "./reaction-mutations";

/** A comment's reactions under its words, as a post's on its card, smaller (the comments' code is loaded already). */
export function CommentReactions({ comment }: { comment: Comment }) {
  const me = useCurrentUser();
  const react = useReactToComment(comment);
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-1">
      <ReactionControls
        reactions={comment.reactions}
        myReaction={comment.myReaction}
        onChoose={(kind) => react.mutate(kind)}
        whoReacted={comment.authorId === me.id ? `/api/comments/${comment.id}` : undefined}
        small
      />
    </div>
  );
}
