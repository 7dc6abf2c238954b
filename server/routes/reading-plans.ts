import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PlanDayParams, PlanDetail, PlanList, PlanParams, PlanReminderBody, StartPlanBody } from "../../contract/reading-plans";
import { requireUserId, signedInFirst } from "../plugins/session";
import { catchUp, listPlans, markDay, planDetail, setPlanReminder, startPlan, stopPlan } from "../services/plans/reading-plans";
import { memberTogether } from "../services/plans/reading-together";
import type { Deps } from "./deps";

/**
 * A member's Bible reading plans: the plans, starting and stopping one, marking days read,
 * catching up and the daily reminder. Each is the member's own; a visitor is asked to sign in
 * before anything they send is judged.
 */
export function readingPlanRoutes(app: FastifyInstance, { db, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { preValidation: signedInFirst };

  // The member's own plans, and those their groups and churches read together.
  r.get("/api/plans", { ...member, schema: { response: { 200: PlanList } } }, async (request) => {
    const viewerId = requireUserId(request);
    return { ...(await listPlans(db, now, viewerId)), together: await memberTogether(db, now, viewerId) };
  });

  r.get("/api/plans/:key", { ...member, schema: { params: PlanParams, response: { 200: PlanDetail } } }, async (request) =>
    planDetail(db, now, requireUserId(request), request.params.key),
  );

  r.post(
    "/api/plans/:key/start",
    { ...member, schema: { params: PlanParams, body: StartPlanBody.default({}), response: { 201: PlanDetail } } },
    async (request, reply) => reply.code(201).send(await startPlan(db, now, requireUserId(request), request.params.key, request.body)),
  );

  r.delete("/api/plans/:key", { ...member, schema: { params: PlanParams } }, async (request, reply) => {
    await stopPlan(db, requireUserId(request), request.params.key);
    return reply.code(204).send();
  });

  for (const [method, read] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    r[method](
      "/api/plans/:key/days/:day/read",
      { ...member, schema: { params: PlanDayParams, response: { 200: PlanDetail } } },
      async (request) => markDay(db, now, requireUserId(request), request.params.key, request.params.day, read),
    );
  }

  r.post("/api/plans/:key/catch-up", { ...member, schema: { params: PlanParams, response: { 200: PlanDetail } } }, async (request) =>
    catchUp(db, now, requireUserId(request), request.params.key),
  );

  r.put(
    "/api/plans/:key/reminder",
    { ...member, schema: { params: PlanParams, body: PlanReminderBody, response: { 200: PlanDetail } } },
    async (request) => setPlanReminder(db, now, requireUserId(request), request.params.key, request.body.reminder, request.body.timeZone),
  );
}
