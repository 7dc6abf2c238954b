import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SlugParams } from "../../contract/churches";
import { ChurchPlanBody, ChurchPlanParams } from "../../contract/church-plans";
import { PlanDetail, PlanSummary } from "../../contract/reading-plans";
import { requireUserId, signedInFirst } from "../plugins/session";
import { createChurchPlan, deleteChurchPlan, listChurchPlans, updateChurchPlan } from "../services/plans/church-plans";
import type { Deps } from "./deps";

/**
 * Reading plans a church's leaders write for its members. Once written, a plan is followed
 * and read together through /api/plans/church-<id>, as a built-in one.
 */
export function churchPlanRoutes(app: FastifyInstance, { db, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { preValidation: signedInFirst };

  r.get("/api/churches/:slug/plans", { ...member, schema: { params: SlugParams, response: { 200: z.array(PlanSummary) } } }, async (request) =>
    listChurchPlans(db, now, { viewerId: requireUserId(request), church: request.params.slug }),
  );

  r.post(
    "/api/churches/:slug/plans",
    { ...member, schema: { params: SlugParams, body: ChurchPlanBody, response: { 201: PlanDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createChurchPlan(db, now, { viewerId: requireUserId(request), church: request.params.slug }, request.body)),
  );

  r.put(
    "/api/churches/:slug/plans/:planId",
    { ...member, schema: { params: ChurchPlanParams, body: ChurchPlanBody, response: { 200: PlanDetail } } },
    async (request) =>
      updateChurchPlan(db, now, { viewerId: requireUserId(request), church: request.params.slug, planId: request.params.planId }, request.body),
  );

  r.delete("/api/churches/:slug/plans/:planId", { ...member, schema: { params: ChurchPlanParams } }, async (request, reply) => {
    await deleteChurchPlan(db, { viewerId: requireUserId(request), church: request.params.slug, planId: request.params.planId });
    return reply.code(204).send();
  });
}
