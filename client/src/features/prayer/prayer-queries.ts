import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrayerListItem, PrayNext } from "@contract/prayer-list";
import { apiRequest, throwIfNotOk } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { patchPost } from "@/lib/post-cache";
import { PRAYER_LIST_KEY, dropFromPrayerList, markPrayerListStale, prayNextKey } from "./prayer-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";

const messages = i18n("prayer/prayer-queries", {
  removeFailed: "Could not remove the request from your prayer list. Please try again.",
  removed: "Removed",
  removedDescription: "The request is no longer on your prayer list.",
  amenFailed: "Your Amen could not be recorded. Please try again.",
});

/**
 * My prayer list. Praying for a request anywhere in the app adds it on the server, so the
 * list is asked for again each time the page opens (showing what was loaded meanwhile), and
 * whenever the unread count goes up while it is open (a new notice may be news of a request
 * on it: an update, or its answer).
 */
export function usePrayerList() {
  useReadAgainOnNotice(PRAYER_LIST_KEY);
  return useQuery<PrayerListItem[]>({ queryKey: PRAYER_LIST_KEY, refetchOnMount: "always" });
}

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

/** "Pray now"'s next request, passing over `skip` (the requests already met in this walk). */
export function usePrayNext(skip: readonly number[]) {
  return useQuery<PrayNext>({
    queryKey: prayNextKey(skip),
    queryFn: async ({ signal }) => {
      const query = skip.length > 0 ? `?skip=${skip.join(",")}` : "";
      const res = await fetch(`/api/prayer/next${query}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as PrayNext;
    },
    // Each walk starts afresh; a request seen in an earlier walk may have changed since.
    staleTime: 0,
    gcTime: 0,
    // The request just prayed for stays on screen until the next one is here: no flash between them.
    placeholderData: keepPreviousData,
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
