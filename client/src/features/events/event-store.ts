import type { QueryClient } from "@tanstack/react-query";
import type { EventDetail, Occurrence } from "@contract/events";
import { eventKeys, refreshEventLists } from "./event-queries";

/** The server's fresh copy of an event (after an edit or a cancel), on its page, with its occurrences. */
export function storeEvent(queryClient: QueryClient, event: EventDetail): void {
  queryClient.setQueryData(eventKeys.event(event.id), event);
  for (const occurrence of event.occurrences) {
    queryClient.setQueryData<Occurrence>(eventKeys.occurrence(event.id, occurrence.id), (old) => (old ? occurrence : old));
  }
  // An occurrence not among the next ones (a past one, one far ahead) is read again.
  void queryClient.invalidateQueries({ queryKey: [...eventKeys.event(event.id), "occurrences"] });
  refreshEventLists(queryClient);
}

/** One occurrence's fresh copy (after an answer, a move or a cancel), wherever its event's page shows it. */
export function storeOccurrence(queryClient: QueryClient, occurrence: Occurrence): void {
  queryClient.setQueryData(eventKeys.occurrence(occurrence.eventId, occurrence.id), occurrence);
  queryClient.setQueryData<EventDetail>(eventKeys.event(occurrence.eventId), (event) =>
    event ? { ...event, occurrences: event.occurrences.map((o) => (o.id === occurrence.id ? occurrence : o)) } : event,
  );
  void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(occurrence.eventId, occurrence.id) });
  refreshEventLists(queryClient);
}

/** An event deleted: gone from its page's cache and every list. */
export function forgetEvent(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: eventKeys.event(id) });
  refreshEventLists(queryClient);
}
