import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Occurrence, RsvpAnswer } from "@contract/events";
import { apiRequest } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { eventErrorToast } from "./event-errors";
import { eventKeys } from "./event-queries";
import { storeOccurrence } from "./event-store";

// Apart from the organisers' writes: every event page answers, few manage.
const messages = i18n("events/rsvp-mutation", {
  answerFailed: "Your answer could not be sent",
  waitlisted: "The event is full: you're on the waiting list. You'll move up as places free.",
});

const t = () => messages.get();

async function answerWith(method: "PUT" | "DELETE", occurrence: Occurrence, body?: unknown): Promise<Occurrence> {
  const res = await apiRequest(method, `/api/events/${occurrence.eventId}/occurrences/${occurrence.id}/rsvp`, body);
  return (await res.json()) as Occurrence;
}

/**
 * The viewer's answer to one occurrence, or (null) its withdrawal. The server's copy of the
 * occurrence replaces the cached one (a full event puts one going on the waiting list).
 */
export function useRsvp(occurrence: Occurrence) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { answer: RsvpAnswer; guests: number } | null) =>
      answer ? answerWith("PUT", occurrence, answer) : answerWith("DELETE", occurrence),
    onSuccess: (updated) => {
      const wasWaiting = occurrence.myRsvp?.waitlisted ?? false;
      storeOccurrence(queryClient, updated);
      if (updated.myRsvp?.waitlisted && !wasWaiting) toast({ description: t().waitlisted });
    },
    onError: (error) => {
      // The event may have changed (filled up, been cancelled) since the page was read.
      void queryClient.invalidateQueries({ queryKey: eventKeys.event(occurrence.eventId) });
      eventErrorToast(error, t().answerFailed);
    },
  });
}
