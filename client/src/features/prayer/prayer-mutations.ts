import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrayerUpdate } from "@contract/prayer";
import type { Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { USER_POSTS_PREFIX, patchPost, storePost, updatesKey } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("prayer/prayer-mutations", {
  updateShared: "Update Shared",
  everyoneWillSee: "Everyone who prayed will see how things stand.",
  addFailed: "Failed to add the update",
  prayerAnswered: "Prayer Answered",
  praiseGod: "Praise God! Those who prayed will hear the news.",
  markFailed: "Failed to mark the prayer answered",
  stillPraying: "Still Praying",
  staysOpen: "Your request stays open; we will ask again in a month.",
  requestClosed: "Request Closed",
  leftFeed: "It has left the feed and stays on your profile.",
  checkInFailed: "Failed to update the request",
});

/** The author's dated word on how things stand; everyone who prayed is told. */
export function useAddUpdate(postId: number, { onAdded }: { onAdded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => (await (await apiRequest("POST", `/api/posts/${postId}/updates`, { content })).json()) as PrayerUpdate,
    onSuccess: (update) => {
      const key = updatesKey(postId);
      if (queryClient.getQueryData<PrayerUpdate[]>(key)) {
        queryClient.setQueryData<PrayerUpdate[]>(key, (updates = []) => [...updates, update]);
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      // An update is an answer to "Still need prayer?" too: the request is plainly still open.
      patchPost(queryClient, postId, (post) => ({ ...post, updateCount: post.updateCount + 1, checkIn: false }));
      const t = messages.get();
      toast({ title: t.updateShared, description: t.everyoneWillSee });
      onAdded?.();
    },
    onError: (error) => errorToast(error, messages.get().addFailed),
  });
}

/** Marks the request answered, with an optional testimony. */
export function useMarkAnswered(postId: number, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (testimony: string) =>
      (await (await apiRequest("POST", `/api/posts/${postId}/answered`, testimony ? { testimony } : {})).json()) as Post,
    onSuccess: (post) => {
      storePost(queryClient, post);
      // The profile's and groups' answered prayers gain it when next shown.
      void queryClient.invalidateQueries({ queryKey: USER_POSTS_PREFIX, refetchType: "none" });
      const t = messages.get();
      toast({ title: t.prayerAnswered, description: t.praiseGod });
      onDone?.();
    },
    onError: (error) => errorToast(error, messages.get().markFailed),
  });
}

/** The author's answer to "Still need prayer?": keep it open, or close it. */
export function useCheckIn(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: "keep" | "close") =>
      (await (await apiRequest("POST", `/api/posts/${postId}/check-in`, { action })).json()) as Post,
    onSuccess: (post, action) => {
      storePost(queryClient, post);
      const t = messages.get();
      toast(action === "keep" ? { title: t.stillPraying, description: t.staysOpen } : { title: t.requestClosed, description: t.leftFeed });
    },
    onError: (error) => errorToast(error, messages.get().checkInFailed),
  });
}
