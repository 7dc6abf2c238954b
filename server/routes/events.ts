import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CalendarPage,
  CalendarQuery,
  CreateEventBody,
  EventDetail,
  EventParams,
  Occurrence,
  UpcomingQuery,
  UpdateEventBody,
} from "../../contract/events";
import { IdParams } from "../../contract/common";
import { SlugParams } from "../../contract/churches";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentEventPage, presentOccurrence } from "../presenters/event";
import { eventCalendarFile } from "../services/events/calendar-files";
import { type UpcomingSource, calendarPage, upcoming } from "../services/events/calendars";
import { cancelEvent, createEvent, deleteEvent, eventPage, updateEvent } from "../services/events/events";
import type { Deps } from "./deps";

/** Events: making and changing them, the viewer's calendar, and the upcoming events of a church, a group or a member. */
export function eventRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const page = async (viewerId: number, eventId: number) => presentEventPage(await eventPage(db, now(), { viewerId, eventId }));

  r.post("/api/events", { schema: { body: CreateEventBody, response: { 201: EventDetail } } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    const id = await createEvent(deps, viewerId, request.body);
    return reply.code(201).send(await page(viewerId, id));
  });

  // A busy month holds hundreds of occurrences: checking each against the schema on the way out
  // cost more than reading them. The presenter writes the schema's shape (tests hold the route
  // to it), and the page is sent as the string it makes.
  r.get(
    "/api/events/calendar",
    { preValidation: signedInFirst, schema: { querystring: CalendarQuery, response: { 200: CalendarPage } } },
    async (request, reply) => {
      const text = await calendarPage(readDb, requireUserId(request), request.query, ({ occurrences, truncated }) =>
        JSON.stringify({ occurrences: occurrences.map(presentOccurrence), truncated } satisfies CalendarPage),
      );
      return reply.type("application/json; charset=utf-8").send(text as unknown as CalendarPage);
    },
  );

  const list = { querystring: UpcomingQuery, response: { 200: z.array(Occurrence) } };
  /** The occurrences to come from `source`, a page after the place the query names. */
  const upcomingOf = async (request: FastifyRequest, query: z.output<typeof UpcomingQuery>, source: UpcomingSource) =>
    (await upcoming(readDb, now, requireUserId(request), source, query)).map(presentOccurrence);

  r.get("/api/events/upcoming", { schema: list }, async (request) => upcomingOf(request, request.query, { kind: "mine" }));
  r.get("/api/churches/:slug/events", { schema: { ...list, params: SlugParams } }, async (request) =>
    upcomingOf(request, request.query, { kind: "church", church: request.params.slug }),
  );
  r.get("/api/groups/:id/events", { schema: { ...list, params: IdParams } }, async (request) =>
    upcomingOf(request, request.query, { kind: "group", groupId: request.params.id }),
  );
  r.get("/api/users/:id/events", { schema: { ...list, params: IdParams } }, async (request) =>
    upcomingOf(request, request.query, { kind: "member", userId: request.params.id }),
  );

  r.get("/api/events/:id", { schema: { params: EventParams, response: { 200: EventDetail } } }, async (request) =>
    page(requireUserId(request), request.params.id),
  );

  r.patch("/api/events/:id", { schema: { params: EventParams, body: UpdateEventBody, response: { 200: EventDetail } } }, async (request) => {
    const viewerId = requireUserId(request);
    await updateEvent(deps, { viewerId, eventId: request.params.id }, request.body);
    return page(viewerId, request.params.id);
  });

  r.post("/api/events/:id/cancel", { schema: { params: EventParams, response: { 200: EventDetail } } }, async (request) => {
    const viewerId = requireUserId(request);
    await cancelEvent(deps, { viewerId, eventId: request.params.id });
    return page(viewerId, request.params.id);
  });

  r.delete("/api/events/:id", { schema: { params: EventParams } }, async (request, reply) => {
    await deleteEvent(deps, { viewerId: requireUserId(request), eventId: request.params.id });
    return reply.code(204).send();
  });

  r.get("/api/events/:id/event.ics", { schema: { params: EventParams } }, async (request, reply) => {
    const { text } = await eventCalendarFile(db, { viewerId: requireUserId(request), eventId: request.params.id }, deps.mail.publicUrl);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="event-${request.params.id}.ics"`)
      .send(text);
  });
}
