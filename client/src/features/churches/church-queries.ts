import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Announcement, Church, ChurchBan, ChurchMember, ChurchSummary, InviteLink, JoinRequest } from "@contract/churches";
import { DIRECTORY_PAGE, MAX_PAGE_SIZE } from "@contract/limits";
import { throwIfNotOk } from "@/lib/api";
import {
  MY_CHURCHES_KEY,
  churchAnnouncementsKey,
  churchBansKey,
  churchKey,
  churchMembersKey,
  churchSearchKey,
  inviteLinksKey,
  joinRequestsKey,
} from "@/lib/church-cache";
import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";

export const useMyChurches = () => useQuery<ChurchSummary[]>({ queryKey: MY_CHURCHES_KEY });

/** A church by its web address or its id, as its page's address names it. */
export const useChurch = (slug: string) => useQuery<Church>({ queryKey: churchKey(slug) });

/**
 * The member directory (members only), a page at a time: its leaders first, then everyone by
 * name; with `text`, those whose name holds it. Each page after the first starts after the last
 * member shown. (Its key extends the church's members key, which a write marks stale.)
 */
export function useChurchDirectory(slug: string, text = "") {
  return useInfiniteQuery({
    queryKey: [...churchMembersKey(slug), text],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        limit: String(DIRECTORY_PAGE),
        ...(text && { q: text }),
        ...(pageParam && { after: String(pageParam) }),
      });
      const res = await fetch(`/api/churches/${encodeURIComponent(slug)}/members?${query}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as ChurchMember[];
    },
    getNextPageParam: (page) => (page.length === DIRECTORY_PAGE ? (page.at(-1)?.user.id ?? null) : null),
    placeholderData: keepPreviousData,
  });
}

/**
 * Who asks to join. They arrive from other people (a notice tells the leaders), so the list is
 * read afresh each time it is shown, and again whenever the unread count goes up meanwhile.
 */
export function useJoinRequests(slug: string) {
  useReadAgainOnNotice(joinRequestsKey(slug));
  return useQuery<JoinRequest[]>({ queryKey: joinRequestsKey(slug), refetchOnMount: "always" });
}

/** Who is kept out: read afresh each time a leader opens the list. */
export const useChurchBans = (slug: string) => useQuery<ChurchBan[]>({ queryKey: churchBansKey(slug), refetchOnMount: "always" });

/** The invitation links: read afresh when shown, since their uses and states move on their own. */
export const useInviteLinks = (slug: string) => useQuery<InviteLink[]>({ queryKey: inviteLinksKey(slug), refetchOnMount: "always" });

/**
 * Its announcements (members only), newest first, a page at a time: each page after the first
 * starts before the last one shown. A new one or one taken down comes by the live stream, which
 * has the list read again.
 */
export function useChurchAnnouncements(slug: string) {
  return useInfiniteQuery({
    queryKey: churchAnnouncementsKey(slug),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: String(pageParam) })}` : "";
      const res = await fetch(`/api/churches/${encodeURIComponent(slug)}/announcements${query}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as Announcement[];
    },
    getNextPageParam: (page) => (page.length === MAX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null),
  });
}

/** Churches by name or place; no text: the largest. The previous answer stays while the next one comes. */
export function useChurchSearch(text: string) {
  return useQuery<ChurchSummary[]>({
    queryKey: churchSearchKey(text),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/churches/search?${new URLSearchParams({ q: text })}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as ChurchSummary[];
    },
    placeholderData: keepPreviousData,
  });
}
