import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CalendarFeedParams, EventReminderBody, EventSettings } from "../../contract/events";
import { notFound } from "../core/errors";
import { requireUserId } from "../plugins/session";
import { calendarFeed, eventSettings, renewCalendarFeed, revokeCalendarFeed } from "../services/events/calendar-files";
import { setEventReminder } from "../services/events/event-reminders";
import type { Deps } from "./deps";

/** A member's reminders of events and their private calendar feed, and the feed itself. */
export function eventSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;
  const { publicUrl } = deps.mail;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = (userId: number) => eventSettings(db, userId, publicUrl);

  r.get("/api/account/event-settings", { schema: { response: { 200: EventSettings } } }, async (request) => settings(requireUserId(request)));

  r.put("/api/account/event-reminder", { schema: { body: EventReminderBody, response: { 200: EventSettings } } }, async (request) => {
    const userId = requireUserId(request);
    await setEventReminder(db, new Date(now()).toISOString(), userId, request.body.reminder);
    return settings(userId);
  });

  r.post("/api/account/calendar-feed", { schema: { response: { 200: EventSettings } } }, async (request) => {
    const userId = requireUserId(request);
    await renewCalendarFeed(db, userId);
    return settings(userId);
  });

  r.delete("/api/account/calendar-feed", { schema: { response: { 200: EventSettings } } }, async (request) => {
    const userId = requireUserId(request);
    await revokeCalendarFeed(db, userId);
    return settings(userId);
  });

  // Read by calendar apps, which hold no session: the secret in the address is the permission.
  r.get("/api/calendar/:token", { schema: { params: CalendarFeedParams } }, async (request, reply) => {
    const text = await calendarFeed(deps.readDb, new Date(now()), request.params.token.slice(0, -".ics".length), publicUrl);
    if (text === null) throw notFound("This calendar address is not valid");
    return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(text);
  });
}
