import type { CreateEventBody, EventDetail, Occurrence } from "../../contract/events";
import { ok } from "./access";
import type { SignedInUser } from "./factories";

/** A weekly gathering of `who`'s own (for their connections), next year, unless `body` says otherwise. */
export const eventBody = (body: Partial<CreateEventBody> = {}): CreateEventBody => ({
  title: "Wednesday prayer meeting",
  startsAt: "2027-03-03T19:00",
  endsAt: "2027-03-03T20:30",
  allDay: false,
  timeZone: "America/Sao_Paulo",
  host: { kind: "member" },
  ...body,
});

export const makeEvent = async (who: SignedInUser, body: Partial<CreateEventBody> = {}) =>
  ok<EventDetail>(await who.agent.post("/api/events", eventBody(body)), 201);

export const occurrencePath = (o: Pick<Occurrence, "eventId" | "id">) => `/api/events/${o.eventId}/occurrences/${o.id}`;

export const rsvp = (who: SignedInUser, o: Pick<Occurrence, "eventId" | "id">, answer: "going" | "maybe" | "no", guests = 0) =>
  who.agent.put(`${occurrencePath(o)}/rsvp`, { answer, guests });
