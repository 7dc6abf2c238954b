import { keepPreviousData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AttendeeList, CalendarPage, EventDetail, Occurrence } from "@contract/events";
import { EVENT_PAGE } from "@contract/limits";
import { throwIfNotOk } from "@/lib/api";

/** Whose upcoming events a list shows: the viewer's own calendar, a church's, a group's or a member's. */
export type UpcomingSource =
  | { kind: "mine" }
  | { kind: "church"; slug: string }
  | { kind: "group"; id: number }
  | { kind: "member"; userId: number };

/** Who answered what, as the attendees route filters them. */
export type AttendeeFilter = "going" | "maybe" | "no" | "waitlist";

// Every events query sits under one prefix, so any page may mark them all stale at once
// (`invalidateQueries({ queryKey: eventKeys.all })`). An event and one occurrence join to their
// own GET paths ("/api/events/5/occurrences/9"), so the default query function fetches them;
// the lists carry their own query functions.
const ALL = ["/api/events"] as const;

const sourceKey = (source: UpcomingSource) => {
  if (source.kind === "mine") return [source.kind] as const;
  if (source.kind === "church") return [source.kind, source.slug] as const;
  if (source.kind === "group") return [source.kind, source.id] as const;
  return [source.kind, source.userId] as const;
};

export const eventKeys = {
  all: ALL,
  /** Every upcoming list (mine, a church's, a group's, a member's), each a page at a time. */
  upcoming: [...ALL, "upcoming"] as const,
  upcomingOf: (source: UpcomingSource) => [...ALL, "upcoming", ...sourceKey(source)] as const,
  /** Every month of the calendar read so far. */
  calendar: [...ALL, "calendar"] as const,
  calendarOf: (from: string, to: string, timeZone: string) => [...ALL, "calendar", from, to, timeZone] as const,
  event: (id: number) => [...ALL, id] as const,
  /** An event's discussion: under the event's own key, so whatever reads the event again reads it too. */
  comments: (id: number) => [...ALL, id, "comments"] as const,
  occurrence: (id: number, occurrenceId: number) => [...ALL, id, "occurrences", occurrenceId] as const,
  /** An occurrence's lists of who answered, one per answer. */
  attendees: (id: number, occurrenceId: number) => [...ALL, id, "occurrences", occurrenceId, "attendees"] as const,
  attendeesOf: (id: number, occurrenceId: number, answer: AttendeeFilter) =>
    [...ALL, id, "occurrences", occurrenceId, "attendees", answer] as const,
};

/** The lists an answer or an organiser's change shows in (upcoming and calendar) are read again when next shown. */
export function refreshEventLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: eventKeys.upcoming });
  void queryClient.invalidateQueries({ queryKey: eventKeys.calendar });
}

function upcomingPath(source: UpcomingSource): string {
  if (source.kind === "mine") return "/api/events/upcoming";
  if (source.kind === "church") return `/api/churches/${encodeURIComponent(source.slug)}/events`;
  if (source.kind === "group") return `/api/groups/${source.id}/events`;
  return `/api/users/${source.userId}/events`;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * Occurrences to come, by start, a page at a time: each page after the first starts after the
 * last one shown (its start and id).
 */
export function useUpcomingEvents(source: UpcomingSource, limit = EVENT_PAGE) {
  return useInfiniteQuery({
    queryKey: [...eventKeys.upcomingOf(source), limit],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(limit), ...(pageParam && { after: pageParam }) });
      return getJson<Occurrence[]>(`${upcomingPath(source)}?${query}`, signal);
    },
    getNextPageParam: (page) => {
      const last = page.at(-1);
      return page.length === limit && last ? `${last.startsAt}_${last.id}` : null;
    },
  });
}

/** The viewer's calendar from `from` to `to` (not included), as dates in `timeZone`. */
export function useCalendar(from: string, to: string, timeZone: string) {
  return useQuery({
    queryKey: eventKeys.calendarOf(from, to, timeZone),
    queryFn: ({ signal }) => getJson<CalendarPage>(`/api/events/calendar?${new URLSearchParams({ from, to, timeZone })}`, signal),
    // The month before stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });
}

export const useEvent = (id: number) => useQuery<EventDetail>({ queryKey: eventKeys.event(id) });

/** One occurrence, when the page names one that is not among the event's next ones (a past one, or one far ahead). */
export const useOccurrence = (id: number, occurrenceId: number, enabled: boolean) =>
  useQuery<Occurrence>({ queryKey: eventKeys.occurrence(id, occurrenceId), enabled });

/** Who answered one way; read afresh each time it is shown, since others answer meanwhile. */
export function useAttendees(id: number, occurrenceId: number, answer: AttendeeFilter) {
  return useQuery({
    queryKey: eventKeys.attendeesOf(id, occurrenceId, answer),
    queryFn: ({ signal }) =>
      getJson<AttendeeList>(`/api/events/${id}/occurrences/${occurrenceId}/attendees?${new URLSearchParams({ answer })}`, signal),
    refetchOnMount: "always",
  });
}
