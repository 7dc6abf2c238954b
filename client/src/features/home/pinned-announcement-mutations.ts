import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Announcement } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { PINNED_ANNOUNCEMENTS_KEY } from "@/lib/church-cache";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";

const messages = i18n("home/pinned-announcement-mutations", {
  putAwayFailed: "Failed to put the announcement away",
});

/**
 * 'Put away': the announcement leaves my home page at once (it stays on its church's page).
 * Should the server refuse, the list is read again.
 */
export function usePutAwayAnnouncement(announcement: Announcement) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/announcements/${announcement.id}/dismiss`),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: PINNED_ANNOUNCEMENTS_KEY });
      queryClient.setQueryData<Announcement[]>(PINNED_ANNOUNCEMENTS_KEY, (pinned) => pinned?.filter((a) => a.id !== announcement.id));
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: PINNED_ANNOUNCEMENTS_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().putAwayFailed);
    },
  });
}
