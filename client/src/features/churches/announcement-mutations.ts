import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Announcement, Church, CreateAnnouncementBody } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { PINNED_ANNOUNCEMENTS_KEY, churchAnnouncementsKey } from "@/lib/church-cache";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";

const messages = i18n("churches/announcement-mutations", {
  success: "Success",
  posted: "Your announcement is posted. Every member is told, and it is pinned on their home page.",
  postFailed: "Failed to post the announcement",
  deleted: "The announcement has been deleted.",
  deleteFailed: "Failed to delete the announcement",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

const path = (church: Church) => `/api/churches/${encodeURIComponent(church.slug)}/announcements`;

type Pages = InfiniteData<Announcement[], number | null>;

/** A leader's announcement to the whole church: first in the list, and pinned on the members' home pages (mine too). */
export function usePostAnnouncement(church: Church, { onPosted }: { onPosted?: () => void } = {}) {
  const queryClient = useQueryClient();
  const key = churchAnnouncementsKey(church.slug);
  return useMutation({
    mutationFn: async (body: CreateAnnouncementBody) => (await (await apiRequest("POST", path(church), body)).json()) as Announcement,
    onSuccess: (announcement) => {
      queryClient.setQueryData<Pages>(key, (data) =>
        data?.pages.length
          ? { ...data, pages: data.pages.map((page, i) => (i === 0 ? [announcement, ...page.filter((a) => a.id !== announcement.id)] : page)) }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: PINNED_ANNOUNCEMENTS_KEY });
      success(t().posted);
      onPosted?.();
    },
    onError: (error) => churchErrorToast(error, t().postFailed),
  });
}

/** A leader takes an announcement down: off the church's page and every member's home page. */
export function useDeleteAnnouncement(church: Church, announcement: Announcement) {
  const queryClient = useQueryClient();
  const key = churchAnnouncementsKey(church.slug);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${path(church)}/${announcement.id}`),
    onSuccess: () => {
      queryClient.setQueryData<Pages>(
        key,
        (data) => data && { ...data, pages: data.pages.map((page) => page.filter((a) => a.id !== announcement.id)) },
      );
      queryClient.setQueryData<Announcement[]>(PINNED_ANNOUNCEMENTS_KEY, (pinned) => pinned?.filter((a) => a.id !== announcement.id));
      success(t().deleted);
    },
    onError: (error) => {
      // Taken down meanwhile (by another leader): the list was out of date.
      void queryClient.invalidateQueries({ queryKey: key });
      churchErrorToast(error, t().deleteFailed);
    },
  });
}
