import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AudienceKind } from "@contract/prayer";
import type { Comment, CreateCommentBody, CreatePostBody, InteractResult, Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { groupPostsKey } from "@/lib/group-cache";
import { i18n, params } from "@/lib/i18n";
import { sendOrKeep } from "@/lib/outbox/send-or-keep";
import { addPostToFeed, interactionsKey, patchPost, postKey, removeComment, removePost, storeComment } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("posts/post-mutations", {
  postCreated: "Post Created",
  // Where the toast says a new post went, by its audience.
  sharedWithConnections: "Your post has been shared with your network.",
  sharedWithGroup: "Your post has been shared with your group.",
  sharedWithPeople: "Your post has been shared with the people you chose.",
  sharedWithPrivate: "Your post is in your private journal: only you can see it.",
  sharedWithChurch: "Your post has been shared with your church.",
  sharedWithPrayerTeam: "Your request has been shared with your church's prayer team.",
  sharedWithPlace: params<{ name: string }>("Your post has been shared with {name}."),
  createFailed: "Failed to create post",
  prayerFailed: "Failed to update prayer",
  postDeleted: "Post Deleted",
  postRemoved: "Your post has been removed.",
  deleteFailed: "Failed to delete post",
  commentFailed: "Failed to post comment",
  commentDeleted: "Comment Deleted",
  commentRemoved: "The comment has been removed.",
  deleteCommentFailed: "Failed to delete comment",
  linkCopied: "Link Copied",
  linkOnClipboard: "The link to this post is on your clipboard.",
  sharePost: "Share Post",
  shareWithCommunity: "Share this meaningful post with your community.",
});

const SHARED_WITH = {
  connections: "sharedWithConnections",
  group: "sharedWithGroup",
  people: "sharedWithPeople",
  private: "sharedWithPrivate",
  church: "sharedWithChurch",
  prayer_team: "sharedWithPrayerTeam",
} as const satisfies Record<AudienceKind, keyof ReturnType<typeof messages.get>>;

/**
 * Shares a post on the home feed, or with `groupId` into that group (whose page adds it to its
 * feed). A home post for one of my groups is a group post too, and goes to that group's feed.
 * A post shared with a church is written on its prayer wall, whose page adds it there.
 */
export function useCreatePost({ onCreated, groupId }: { onCreated?: (post: Post) => void; groupId?: number } = {}) {
  const queryClient = useQueryClient();
  const url = groupId === undefined ? "/api/posts" : `/api/groups/${groupId}/posts`;
  return useMutation({
    // Offline the post is kept on the device and sent once back online (lib/outbox).
    networkMode: "always",
    mutationFn: (body: CreatePostBody) => sendOrKeep<Post>({ kind: "post", url, body }),
    onSuccess: (post) => {
      // Every post stands first in its author's home feed, a group's or a church's marked with
      // the place's name, so the author sees where it went.
      addPostToFeed(queryClient, post);
      if (groupId === undefined && post.groupId !== null) {
        void queryClient.invalidateQueries({ queryKey: groupPostsKey(post.groupId), refetchType: "none" });
      }
      const t = messages.get();
      const description =
        post.place && post.audience !== "prayer_team" ? t.sharedWithPlace({ name: post.place.name }) : t[SHARED_WITH[post.audience]];
      toast({ title: t.postCreated, description });
      onCreated?.(post);
    },
    onError: (error) => errorToast(error, messages.get().createFailed),
  });
}

/** Prayer is a toggle: the card shows the new state at once and settles on the server's count. */
export function useTogglePrayer(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: () => sendOrKeep<InteractResult>({ kind: "prayer", url: `/api/posts/${postId}/interact`, body: { type: "prayer" } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: postKey(postId), exact: true });
      const before = queryClient.getQueryData<Post>(postKey(postId));
      patchPost(queryClient, postId, (post) => ({
        ...post,
        prayedByMe: !post.prayedByMe,
        prayerCount: Math.max(0, post.prayerCount + (post.prayedByMe ? -1 : 1)),
      }));
      return { before };
    },
    onError: (error, _vars, context) => {
      const before = context?.before;
      if (before) {
        patchPost(queryClient, postId, (post) => ({ ...post, prayedByMe: before.prayedByMe, prayerCount: before.prayerCount }));
      }
      errorToast(error, messages.get().prayerFailed);
    },
    onSuccess: ({ prayed, prayerCount }) => {
      patchPost(queryClient, postId, (post) => ({ ...post, prayedByMe: prayed, prayerCount }));
      // Only refetched if someone had opened the list of who prayed.
      void queryClient.invalidateQueries({ queryKey: interactionsKey(postId) });
    },
  });
}

export function useDeletePost(postId: number, { onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/posts/${postId}`),
    onSuccess: () => {
      // Leave the page first (on /posts/:id), so nothing asks for the post that is gone.
      onDeleted?.();
      removePost(queryClient, postId);
      const t = messages.get();
      toast({ title: t.postDeleted, description: t.postRemoved });
    },
    onError: (error) => errorToast(error, messages.get().deleteFailed),
  });
}

/** Comments on a post, or (with `parentId`) answers one of its comments; offline, it waits on the device as a post does. */
export function useAddComment(postId: number, { onAdded }: { onAdded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (body: CreateCommentBody) => sendOrKeep<Comment>({ kind: "comment", url: `/api/posts/${postId}/comments`, body }),
    onSuccess: (comment) => {
      storeComment(queryClient, comment);
      onAdded?.();
    },
    onError: (error) => errorToast(error, messages.get().commentFailed),
  });
}

/** Deletes a comment (its author's, or any on a post in a group I am an admin of). */
export function useDeleteComment(comment: Comment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/comments/${comment.id}`),
    onSuccess: () => {
      removeComment(queryClient, comment.postId, comment.id);
      const t = messages.get();
      toast({ title: t.commentDeleted, description: t.commentRemoved });
    },
    onError: (error) => errorToast(error, messages.get().deleteCommentFailed),
  });
}

/** The post's own address, as a shared link opens it. */
function postUrl(postId: number): string {
  return `${window.location.origin}/posts/${postId}`;
}

/** Copies the post's link; when the clipboard is unavailable or refused, says so kindly. */
export async function sharePost(postId: number): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(postUrl(postId));
    const t = messages.get();
    toast({ title: t.linkCopied, description: t.linkOnClipboard });
  } catch {
    const t = messages.get();
    toast({ title: t.sharePost, description: t.shareWithCommunity });
  }
}
