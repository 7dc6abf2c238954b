import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminMember, FiguresQuery, MembersQuery, SiteFigures } from "../../contract/admin";
import { requireUserId } from "../plugins/session";
import { findStaff } from "../policies/moderation";
import { presentAdminMember } from "../presenters/admin";
import { listMembers } from "../services/site/admin-members";
import { siteFigures } from "../services/site/site-figures";
import type { Deps } from "./deps";

/**
 * The admin console's lists and figures, for the site's team (moderators and admins). Roles
 * are changed through the moderation routes, the sign-ups and settings through the site's.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb, now } = deps;

  app.register(async (scope) => {
    // Before the query is looked at: to anyone not on the team these routes answer 403 alike,
    // whatever was asked, as the moderation routes do.
    scope.addHook("preValidation", async (request) => {
      await findStaff(db, requireUserId(request));
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get("/api/admin/members", { schema: { querystring: MembersQuery, response: { 200: z.array(AdminMember) } } }, async (request) =>
      (await listMembers(readDb, now, request.query)).map(presentAdminMember),
    );

    r.get("/api/admin/figures", { schema: { querystring: FiguresQuery, response: { 200: SiteFigures } } }, async (request) =>
      siteFigures(readDb, now, request.query.timeZone),
    );
  });
}
