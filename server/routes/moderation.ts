import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams, PageQuery } from "../../contract/common";
import { MAX_PAGE_SIZE } from "../../contract/limits";
import { ModerationAction, ModerationActionBody, ReportGroup, ReportsWaiting, SetRoleBody, TeamMember } from "../../contract/moderation";
import { requireUserId } from "../plugins/session";
import { type Staff, findStaff } from "../policies/moderation";
import { presentModerationAction, presentReportGroup, presentTeamMember } from "../presenters/moderation";
import { takeAction, undoAction } from "../services/moderation/moderation";
import { auditLog } from "../services/moderation/moderation-log";
import { reportQueue } from "../services/moderation/moderation-queue";
import { openReportCount } from "../services/moderation/report-notices";
import { setSiteRole, siteTeam } from "../services/accounts/site-roles";
import type { Deps } from "./deps";

/** The moderators' and admins' routes: reports, actions, the audit log, the team. */
export function moderationRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;
  const actors = new WeakMap<FastifyRequest, Staff>();
  const staffOf = (request: FastifyRequest) => actors.get(request)!;

  app.register(async (scope) => {
    // Before the body or the path is looked at: to anyone not on the team every one of these
    // routes answers 403 alike, whatever was sent.
    scope.addHook("preValidation", async (request) => {
      actors.set(request, await findStaff(db, requireUserId(request)));
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get("/api/moderation/team", { schema: { response: { 200: z.array(TeamMember) } } }, async () =>
      (await siteTeam(db)).map(presentTeamMember),
    );

    r.put("/api/moderation/roles/:id", { schema: { params: IdParams, body: SetRoleBody, response: { 200: TeamMember } } }, async (request) =>
      presentTeamMember(await setSiteRole(deps, staffOf(request), { userId: request.params.id, role: request.body.role })),
    );

    r.get("/api/moderation/reports", { schema: { response: { 200: z.array(ReportGroup) } } }, async () =>
      (await reportQueue(db, now)).map(presentReportGroup),
    );

    r.get("/api/moderation/reports/count", { schema: { response: { 200: ReportsWaiting } } }, async () => ({
      count: await openReportCount(db),
    }));

    r.post("/api/moderation/actions", { schema: { body: ModerationActionBody, response: { 201: ModerationAction } } }, async (request, reply) => {
      const logged = await takeAction(deps, staffOf(request), request.body);
      return reply.code(201).send(presentModerationAction(logged));
    });

    r.get("/api/moderation/actions", { schema: { querystring: PageQuery, response: { 200: z.array(ModerationAction) } } }, async (request) => {
      const { cursor, limit = MAX_PAGE_SIZE } = request.query;
      return (await auditLog(db, limit, cursor)).map(presentModerationAction);
    });

    r.post("/api/moderation/actions/:id/undo", { schema: { params: IdParams, response: { 200: ModerationAction } } }, async (request) =>
      presentModerationAction(await undoAction(db, staffOf(request), request.params.id)),
    );
  });
}
