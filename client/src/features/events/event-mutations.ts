import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEventBody, EventDetail, Occurrence, UpdateEventBody, UpdateOccurrenceBody } from "@contract/events";
import { apiRequest } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { eventErrorToast } from "./event-errors";
import { forgetEvent, storeEvent, storeOccurrence } from "./event-store";

const messages = i18n("events/event-mutations", {
  created: "Your event has been created.",
  createFailed: "The event could not be created",
  saved: "Your changes have been saved.",
  saveFailed: "The event could not be saved",
  cancelled: "The event has been cancelled. Everyone who answered has been told.",
  cancelFailed: "The event could not be cancelled",
  deleted: "The event has been deleted.",
  deleteFailed: "The event could not be deleted",
  occurrenceCancelled: "This date has been cancelled.",
  occurrenceRestored: "This date is on again.",
  occurrenceMoved: "This date has been moved.",
  occurrenceFailed: "This date could not be changed",
  messageSent: "Your message has been sent to everyone going.",
  messageFailed: "The message could not be sent",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

const eventPath = (id: number) => `/api/events/${id}`;
const occurrencePath = (o: Pick<Occurrence, "eventId" | "id">) => `${eventPath(o.eventId)}/occurrences/${o.id}`;

export function useCreateEvent({ onCreated }: { onCreated: (event: EventDetail) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => json<EventDetail>("POST", "/api/events", body),
    onSuccess: (event) => {
      storeEvent(queryClient, event);
      toast({ description: t().created });
      onCreated(event);
    },
    // The form shows a refusal of one of its fields beside it; the toast says it too.
    onError: (error) => eventErrorToast(error, t().createFailed),
  });
}

export function useUpdateEvent(id: number, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventBody) => json<EventDetail>("PATCH", eventPath(id), body),
    onSuccess: (event) => {
      storeEvent(queryClient, event);
      toast({ description: t().saved });
      onSaved();
    },
    onError: (error) => eventErrorToast(error, t().saveFailed),
  });
}

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json<EventDetail>("POST", `${eventPath(id)}/cancel`),
    onSuccess: (event) => {
      storeEvent(queryClient, event);
      toast({ description: t().cancelled });
    },
    onError: (error) => eventErrorToast(error, t().cancelFailed),
  });
}

export function useDeleteEvent(id: number, { onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", eventPath(id)),
    onSuccess: () => {
      onDeleted();
      forgetEvent(queryClient, id);
      toast({ description: t().deleted });
    },
    onError: (error) => eventErrorToast(error, t().deleteFailed),
  });
}

/** An organiser moves one occurrence, or cancels or restores it. */
export function useUpdateOccurrence(occurrence: Occurrence, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOccurrenceBody) => json<Occurrence>("PATCH", occurrencePath(occurrence), body),
    onSuccess: (updated, body) => {
      storeOccurrence(queryClient, updated);
      let description = t().occurrenceMoved;
      if (body.cancelled === true) description = t().occurrenceCancelled;
      else if (body.cancelled === false) description = t().occurrenceRestored;
      toast({ description });
      onDone?.();
    },
    onError: (error) => eventErrorToast(error, t().occurrenceFailed),
  });
}

/** An organiser's message to everyone going to one occurrence. */
export function useMessageGoing(occurrence: Occurrence, { onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: (message: string) => apiRequest("POST", `${occurrencePath(occurrence)}/message`, { message }),
    onSuccess: () => {
      toast({ description: t().messageSent });
      onSent();
    },
    onError: (error) => eventErrorToast(error, t().messageFailed),
  });
}
