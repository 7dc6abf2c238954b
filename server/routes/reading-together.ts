import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  StartTogetherBody,
  TogetherDayParams,
  TogetherDetail,
  TogetherList,
  TogetherListQuery,
  TogetherParams,
} from "../../contract/reading-together";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentPublicUser } from "../presenters/user";
import { getTogether, listTogether, markTogetherDay, startTogether, stopTogether } from "../services/plans/reading-together";
import type { Deps } from "./deps";

/**
 * Plans read together by a group or a church: the place's list, starting and stopping one (its
 * admins or leaders), a plan's days with who has read them, and a member's "I have read it". A
 * visitor is asked to sign in before anything they send is judged.
 */
export function readingTogetherRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { preValidation: signedInFirst };
  const present = <T extends { todayReaders: Parameters<typeof presentPublicUser>[0][] }>(detail: T) => ({
    ...detail,
    todayReaders: detail.todayReaders.map(presentPublicUser),
  });

  r.get("/api/plans/together", { ...member, schema: { querystring: TogetherListQuery, response: { 200: TogetherList } } }, async (request) =>
    listTogether(db, now, requireUserId(request), request.query),
  );

  r.post("/api/plans/together", { ...member, schema: { body: StartTogetherBody, response: { 201: TogetherDetail } } }, async (request, reply) =>
    reply.code(201).send(present(await startTogether(deps, requireUserId(request), request.body))),
  );

  r.get("/api/plans/together/:id", { ...member, schema: { params: TogetherParams, response: { 200: TogetherDetail } } }, async (request) =>
    present(await getTogether(db, now, { viewerId: requireUserId(request), togetherId: request.params.id })),
  );

  r.delete("/api/plans/together/:id", { ...member, schema: { params: TogetherParams } }, async (request, reply) => {
    await stopTogether(db, { viewerId: requireUserId(request), togetherId: request.params.id });
    return reply.code(204).send();
  });

  for (const [method, read] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    r[method](
      "/api/plans/together/:id/days/:day/read",
      { ...member, schema: { params: TogetherDayParams, response: { 200: TogetherDetail } } },
      async (request) =>
        present(
          await markTogetherDay(db, now, { viewerId: requireUserId(request), togetherId: request.params.id, day: request.params.day, read }),
        ),
    );
  }
}
