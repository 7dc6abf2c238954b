import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { Post } from "../../contract/posts";
import { AnsweredBody, CheckInBody, CreatePrayerUpdateBody, PrayerUpdate } from "../../contract/prayer";
import { AmenBody, AmenResult, PrayNext, PrayNextQuery, PrayerListItem, PrayerReminder } from "../../contract/prayer-list";
import { requireUserId } from "../plugins/session";
import { presentPost } from "../presenters/post";
import { presentPrayNext, presentPrayerListItem, presentPrayerUpdate } from "../presenters/prayer";
import { nextToPrayFor } from "../services/prayer/pray-now";
import { markAnswered } from "../services/prayer/prayer-answers";
import { answerCheckIn } from "../services/prayer/prayer-check-ins";
import { listPrayerList, removeFromPrayerList } from "../services/prayer/prayer-list";
import { getPrayerReminder, setPrayerReminder } from "../services/prayer/prayer-reminders";
import { addPrayerUpdate, listPrayerUpdates } from "../services/prayer/prayer-updates";
import { sayAmen } from "../services/prayer/prayers";
import type { Deps } from "./deps";

const PostIdParams = z.object({ postId: IdParams.shape.id });

/** A prayer request's updates, answer and check-in; the member's prayer list, "Pray now" and reminder. */
export function prayerRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/posts/:id/updates", { schema: { params: IdParams, response: { 200: z.array(PrayerUpdate) } } }, async (request) => {
    const rows = await listPrayerUpdates(db, { viewerId: requireUserId(request), postId: request.params.id });
    return rows.map(presentPrayerUpdate);
  });

  r.post(
    "/api/posts/:id/updates",
    { schema: { params: IdParams, body: CreatePrayerUpdateBody, response: { 201: PrayerUpdate } } },
    async (request, reply) => {
      const update = await addPrayerUpdate(deps, { viewerId: requireUserId(request), postId: request.params.id }, request.body.content);
      return reply.code(201).send(presentPrayerUpdate(update));
    },
  );

  r.post("/api/posts/:id/answered", { schema: { params: IdParams, body: AnsweredBody, response: { 200: Post } } }, async (request) =>
    presentPost(await markAnswered(deps, { viewerId: requireUserId(request), postId: request.params.id }, request.body.testimony)),
  );

  r.post("/api/posts/:id/check-in", { schema: { params: IdParams, body: CheckInBody, response: { 200: Post } } }, async (request) =>
    presentPost(await answerCheckIn(deps, { viewerId: requireUserId(request), postId: request.params.id }, request.body.action)),
  );

  r.get("/api/prayer/list", { schema: { response: { 200: z.array(PrayerListItem) } } }, async (request) => {
    const entries = await listPrayerList(readDb, requireUserId(request));
    return entries.map(presentPrayerListItem);
  });

  r.delete("/api/prayer/list/:postId", { schema: { params: PostIdParams } }, async (request, reply) => {
    await removeFromPrayerList(db, { viewerId: requireUserId(request), postId: request.params.postId });
    return reply.code(204).send();
  });

  r.get("/api/prayer/next", { schema: { querystring: PrayNextQuery, response: { 200: PrayNext } } }, async (request) =>
    presentPrayNext(await nextToPrayFor(db, now, { viewerId: requireUserId(request), skip: request.query.skip })),
  );

  r.post("/api/prayer/amen", { schema: { body: AmenBody, response: { 200: AmenResult } } }, async (request) =>
    sayAmen(deps, { userId: requireUserId(request), postId: request.body.postId }),
  );

  r.get("/api/prayer/reminder", { schema: { response: { 200: PrayerReminder } } }, async (request) =>
    getPrayerReminder(db, requireUserId(request)),
  );

  r.put("/api/prayer/reminder", { schema: { body: PrayerReminder, response: { 200: PrayerReminder } } }, async (request) =>
    setPrayerReminder(db, now, requireUserId(request), request.body),
  );
}
