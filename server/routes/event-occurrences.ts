import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import {
  AttendeeList,
  AttendeesQuery,
  EventMessageBody,
  Occurrence,
  OccurrenceParams,
  RsvpBody,
  UpdateOccurrenceBody,
} from "../../contract/events";
import { notFound } from "../core/errors";
import type { Db } from "../db/client";
import { requireUserId } from "../plugins/session";
import { presentOccurrence } from "../presenters/event";
import { presentPublicUser } from "../presenters/user";
import { changeOccurrence, messageGoing } from "../services/events/occurrence-changes";
import { readOccurrences } from "../services/events/occurrence-reads";
import { type ViewerAndOccurrence, answer, attendees, withdraw } from "../services/events/rsvps";
import type { Deps } from "./deps";

/** One occurrence of an event, as the viewer sees it (404 when they may not). */
async function occurrenceFor(db: Db, ask: ViewerAndOccurrence) {
  const [entry] = await readOccurrences(db, ask.viewerId, {
    where: sql`o.id = ${ask.occurrenceId}::int and o.event_id = ${ask.eventId}::int`,
    limit: 1,
  });
  if (!entry) throw notFound("Event not found");
  return presentOccurrence(entry);
}

/** One occurrence of an event: answering it, who is coming, and an organiser's changes and messages. */
export function eventOccurrenceRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = "/api/events/:id/occurrences/:occurrenceId";
  const ask = (request: { params: { id: number; occurrenceId: number } }, viewerId: number): ViewerAndOccurrence => ({
    viewerId,
    eventId: request.params.id,
    occurrenceId: request.params.occurrenceId,
  });

  r.get(path, { schema: { params: OccurrenceParams, response: { 200: Occurrence } } }, async (request) =>
    occurrenceFor(db, ask(request, requireUserId(request))),
  );

  r.patch(path, { schema: { params: OccurrenceParams, body: UpdateOccurrenceBody, response: { 200: Occurrence } } }, async (request) => {
    const asked = ask(request, requireUserId(request));
    await changeOccurrence(deps, asked, request.body);
    return occurrenceFor(db, asked);
  });

  r.put(`${path}/rsvp`, { schema: { params: OccurrenceParams, body: RsvpBody, response: { 200: Occurrence } } }, async (request) => {
    const asked = ask(request, requireUserId(request));
    await answer(deps, asked, request.body);
    return occurrenceFor(db, asked);
  });

  r.delete(`${path}/rsvp`, { schema: { params: OccurrenceParams, response: { 200: Occurrence } } }, async (request) => {
    const asked = ask(request, requireUserId(request));
    await withdraw(deps, asked);
    return occurrenceFor(db, asked);
  });

  r.get(
    `${path}/attendees`,
    { schema: { params: OccurrenceParams, querystring: AttendeesQuery, response: { 200: AttendeeList } } },
    async (request) => {
      const { counts, people } = await attendees(deps.readDb, ask(request, requireUserId(request)), request.query.answer);
      return { counts, people: people.map((p) => ({ ...p, user: presentPublicUser(p.user) })) };
    },
  );

  r.post(`${path}/message`, { schema: { params: OccurrenceParams, body: EventMessageBody } }, async (request, reply) => {
    await messageGoing(deps, ask(request, requireUserId(request)), request.body.message);
    return reply.code(204).send();
  });
}
