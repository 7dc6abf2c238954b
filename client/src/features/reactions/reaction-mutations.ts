import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment, Post } from "@contract/posts";
import type { ReactionCounts, ReactionKind, ReactionResult } from "@contract/reactions";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { commentsKey, patchComment, patchPost, postKey } from "@/lib/post-cache";
import { countsWith } from "./reaction-counts";
import { reactorsKey } from "./reactor-queries";

const messages = i18n("reactions/reaction-mutations", {
  reactFailed: "Your reaction could not be saved",
});

type Mine = { reactions: ReactionCounts; myReaction: ReactionKind | null };

/**
 * One reaction per person: choosing one makes it mine (in place of another), choosing mine
 * again (null) takes it back. Shown at once, settled by the server's answer, put back as it
 * was if the server refused. One at a time per post or comment, in the order chosen.
 */
function useReaction(path: string, { read, write }: { read: () => Mine | undefined; write: (mine: Mine) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `reaction ${path}` },
    mutationFn: async (kind: ReactionKind | null): Promise<ReactionResult> => {
      const res = kind ? await apiRequest("PUT", `${path}/reaction`, { kind }) : await apiRequest("DELETE", `${path}/reaction`);
      return res.json();
    },
    onMutate: (kind) => {
      const before = read();
      if (before) write({ reactions: countsWith(before.reactions, before.myReaction, kind), myReaction: kind });
      return { before };
    },
    onSuccess: (answer) => {
      write(answer);
      // Only refetched if its author had opened who reacted.
      void queryClient.invalidateQueries({ queryKey: reactorsKey(path) });
    },
    onError: (error, _kind, context) => {
      if (context?.before) write(context.before);
      errorToast(error, messages.get().reactFailed);
    },
  });
}

const mineOf = ({ reactions, myReaction }: Mine): Mine => ({ reactions, myReaction });

export function useReactToPost(postId: number) {
  const queryClient = useQueryClient();
  return useReaction(`/api/posts/${postId}`, {
    read: () => {
      const post = queryClient.getQueryData<Post>(postKey(postId));
      return post && mineOf(post);
    },
    write: (mine) => patchPost(queryClient, postId, (post) => ({ ...post, ...mine })),
  });
}

export function useReactToComment({ id, postId }: Pick<Comment, "id" | "postId">) {
  const queryClient = useQueryClient();
  return useReaction(`/api/comments/${id}`, {
    read: () => {
      const comment = queryClient.getQueryData<Comment[]>(commentsKey(postId))?.find((c) => c.id === id);
      return comment && mineOf(comment);
    },
    write: (mine) => patchComment(queryClient, postId, id, (comment) => ({ ...comment, ...mine })),
  });
}
