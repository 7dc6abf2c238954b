import type { QueryClient } from "@tanstack/react-query";
import type { Comment, InteractResult, Post } from "@contract/posts";
import { ApiError } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { loadOutbox } from "@/lib/outbox/load-outbox";
import { type Outcome, type WaitingKind, mayHaveWaiting } from "@/lib/outbox/waiting-action";
import { patchPost, storeComment } from "@/lib/post-cache";
import { postCreated } from "./use-post-mutations";

const messages = i18n("posts/send-waiting", {
  postRefused: "Your waiting post could not be sent",
  commentRefused: "Your waiting comment could not be sent",
  prayerRefused: "Your waiting prayer could not be sent",
});

const REFUSED = { post: "postRefused", comment: "commentRefused", prayer: "prayerRefused" } as const satisfies Record<WaitingKind, string>;

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
    if (sentHere) postCreated(queryClient, post, "refetch");
  } else if (outcome.kind === "comment") {
    storeComment(queryClient, outcome.value as Comment);
  } else if (outcome.postId !== undefined) {
    const { prayed, prayerCount } = outcome.value as InteractResult;
    patchPost(queryClient, outcome.postId, (post) => ({ ...post, prayedByMe: prayed, prayerCount }));
  }
}


/**
 * Sends the member's writes that wait on this device now, and each time the connection comes
 * back; hears how those kept by other pages ended. Returns what stops it.
 */
export async function startSending(userId: number, queryClient: QueryClient): Promise<() => void> {
  const outbox = await loadOutbox();
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
