import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { patchPost } from "@/lib/post-cache";
import { PRAYER_LIST_KEY, dropFromPrayerList, markPrayerListStale } from "./prayer-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";

const messages = i18n("prayer/prayer-list-mutations", {
  removeFailed: "Could not remove the request from your prayer list. Please try again.",
  removed: "Removed",
  removedDescription: "The request is no longer on your prayer list.",
  amenFailed: "Your Amen could not be recorded. Please try again.",
});

/** Takes a request off my list at once, and puts it back where it was should the server refuse. */
export function useRemoveFromPrayerList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number) => {
      await apiRequest("DELETE", `/api/prayer/list/${postId}`);
    },
    onMutate: async (postId) => {
      await queryClient.cancelQueries({ queryKey: PRAYER_LIST_KEY });
      return { before: dropFromPrayerList(queryClient, postId) };
    },
    onError: (error, _postId, context) => {
      if (context?.before) queryClient.setQueryData(PRAYER_LIST_KEY, context.before);
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().removeFailed);
    },
    onSuccess: () => {
      const t = messages.get();
      toast({ title: t.removed, description: t.removedDescription });
    },
  });
}

/** "Amen": one prayer said for the request, counted on the post wherever it shows. */
export function useAmen({ onPrayed }: { onPrayed: (postId: number) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number) => (await (await apiRequest("POST", "/api/prayer/amen", { postId })).json()) as { prayerCount: number },
    onSuccess: ({ prayerCount }, postId) => {
      // Saying Amen for a request I had not prayed for yet counts me among those who pray.
      patchPost(queryClient, postId, (post) => ({ ...post, prayerCount, prayedByMe: true }));
      markPrayerListStale(queryClient);
      onPrayed(postId);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().amenFailed);
    },
  });
}
