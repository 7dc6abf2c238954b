import type { QueryClient } from "@tanstack/react-query";
import type { Message } from "@contract/messages";
import type { Comment, InteractResult, Post } from "@contract/posts";
import { ApiError } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import * as outbox from "@/lib/outbox/outbox";
import { type Outcome, type WaitingKind, mayHaveWaiting } from "@/lib/outbox/waiting-action";
import { isChurchWall } from "@/lib/church-cache";
import { groupPostsKey } from "@/lib/group-cache";
import { refreshConversationLists, storeMessage } from "@/lib/message-cache";
import { addPostToFeed, patchPost, postKey, storeComment } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("posts/send-waiting", {
  postSent: "Post Created",
  postSentDescription: "Your post written offline has been shared.",
  postRefused: "Your waiting post could not be sent",
  commentRefused: "Your waiting comment could not be sent",
  prayerRefused: "Your waiting prayer could not be sent",
  messageRefused: "Your waiting message could not be sent",
});

const REFUSED = {
  post: "postRefused",
  comment: "commentRefused",
  prayer: "prayerRefused",
  message: "messageRefused",
} as const satisfies Record<WaitingKind, string>;

/**
 * A write kept offline by a page since closed (or by another tab) has been sent: the lists it
 * belongs in take it, and the tab that sent it says so, or says it was refused.
 */
function settledElsewhere(queryClient: QueryClient, outcome: Outcome, sentHere: boolean): void {
  if (!outcome.ok) {
    if (sentHere) errorToast(new ApiError(outcome.status, outcome.body), messages.get()[REFUSED[outcome.kind]]);
    return;
  }
  if (outcome.kind === "post") {
    const post = outcome.value as Post;
    // Group and church posts never show in the home feed (decision 0003): the group's list, or
    // the church walls (the answer does not name the church), are read again.
    if (post.audience === "church" || post.audience === "prayer_team") {
      queryClient.setQueryData(postKey(post.id), post);
      void queryClient.invalidateQueries({ predicate: (query) => isChurchWall(query.queryKey) });
    } else if (post.groupId === null) addPostToFeed(queryClient, post);
    else {
      queryClient.setQueryData(postKey(post.id), post);
      void queryClient.invalidateQueries({ queryKey: groupPostsKey(post.groupId) });
    }
    const t = messages.get();
    if (sentHere) toast({ title: t.postSent, description: t.postSentDescription });
  } else if (outcome.kind === "comment") {
    storeComment(queryClient, outcome.value as Comment);
  } else if (outcome.kind === "message") {
    // Its conversation shows it in place of the waiting one (the same clientId), sent once.
    storeMessage(queryClient, outcome.value as Message);
    refreshConversationLists(queryClient);
  } else {
    // A prayer's answer does not name its post; its address does (/api/posts/:id/interact).
    const postId = Number(outcome.url.split("/")[3]);
    const { prayed, prayerCount } = outcome.value as InteractResult;
    patchPost(queryClient, postId, (post) => ({ ...post, prayedByMe: prayed, prayerCount }));
  }
}

/**
 * Sends the member's writes that wait on this device now, and each time the connection comes
 * back; hears how those kept by other pages ended. Returns what stops it.
 */
export function startSending(userId: number, queryClient: QueryClient): () => void {
  outbox.signedIn(userId);
  const send = () => {
    if (mayHaveWaiting()) outbox.sendWaiting(userId).catch(() => {});
  };
  const stopHearing = outbox.onSettled((outcome, sentHere) => settledElsewhere(queryClient, outcome, sentHere));
  window.addEventListener("online", send);
  send();
  return () => {
    stopHearing();
    window.removeEventListener("online", send);
  };
}
