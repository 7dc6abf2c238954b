import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SlugParams } from "../../contract/churches";
import { IdParams } from "../../contract/common";
import { CreateDevotionBody, Devotion, DevotionArchiveQuery, TodayQuery, UpdateDevotionBody } from "../../contract/devotions";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentDevotion } from "../presenters/devotion";
import { createDevotion, deleteDevotion, getDevotion, listDevotions, todaysDevotions, updateDevotion } from "../services/devotions/devotions";
import type { Deps } from "./deps";

export function devotionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const devotions = z.array(Devotion);

  // The home page's card: today's devotions of the member's churches, today where they are.
  r.get(
    "/api/devotions/today",
    { preValidation: signedInFirst, schema: { querystring: TodayQuery, response: { 200: devotions } } },
    async (request) =>
      (await todaysDevotions(readDb, { viewerId: requireUserId(request), timeZone: request.query.timeZone })).map(presentDevotion),
  );

  r.get("/api/devotions/:id", { preValidation: signedInFirst, schema: { params: IdParams, response: { 200: Devotion } } }, async (request) =>
    presentDevotion(await getDevotion(db, { viewerId: requireUserId(request), devotionId: request.params.id })),
  );

  r.patch(
    "/api/devotions/:id",
    { preValidation: signedInFirst, schema: { params: IdParams, body: UpdateDevotionBody, response: { 200: Devotion } } },
    async (request) =>
      presentDevotion(await updateDevotion(db, { viewerId: requireUserId(request), devotionId: request.params.id }, request.body)),
  );

  r.delete("/api/devotions/:id", { preValidation: signedInFirst, schema: { params: IdParams } }, async (request, reply) => {
    await deleteDevotion(db, { viewerId: requireUserId(request), devotionId: request.params.id });
    return reply.code(204).send();
  });

  r.get(
    "/api/churches/:slug/devotions",
    { preValidation: signedInFirst, schema: { params: SlugParams, querystring: DevotionArchiveQuery, response: { 200: devotions } } },
    async (request) =>
      (await listDevotions(readDb, { viewerId: requireUserId(request), church: request.params.slug }, request.query.cursor)).map(presentDevotion),
  );

  r.post(
    "/api/churches/:slug/devotions",
    { preValidation: signedInFirst, schema: { params: SlugParams, body: CreateDevotionBody, response: { 201: Devotion } } },
    async (request, reply) => {
      const entry = await createDevotion(db, { viewerId: requireUserId(request), church: request.params.slug }, request.body);
      return reply.code(201).send(presentDevotion(entry));
    },
  );
}
