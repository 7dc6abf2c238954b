import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { MailSiteInvitationsBody, SiteInvitation, SiteInvitationCodeParams, SiteInvitationPreview } from "../../contract/site-invitations";
import { requireUserId } from "../plugins/session";
import { presentSiteInvitation, presentSiteInvitationPreview } from "../presenters/site-invitation";
import { previewInvitation } from "../services/site/site-invitation-sign-up";
import { createInvitationLink, listInvitations, mailInvitations, revokeInvitation } from "../services/site/site-invitations";
import type { Deps } from "./deps";

export function siteInvitationRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/site-invitations", { schema: { response: { 200: z.array(SiteInvitation) } } }, async (request) =>
    (await listInvitations(db, requireUserId(request))).map(presentSiteInvitation),
  );

  r.post("/api/site-invitations", { schema: { response: { 201: SiteInvitation } } }, async (request, reply) =>
    reply.code(201).send(presentSiteInvitation(await createInvitationLink(deps, requireUserId(request)))),
  );

  r.post(
    "/api/site-invitations/mail",
    { schema: { body: MailSiteInvitationsBody, response: { 201: z.array(SiteInvitation) } } },
    async (request, reply) =>
      reply.code(201).send((await mailInvitations(deps, requireUserId(request), request.body.emails)).map(presentSiteInvitation)),
  );

  r.delete("/api/site-invitations/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await revokeInvitation(db, { inviterId: requireUserId(request), invitationId: request.params.id });
    return reply.code(204).send();
  });

  // Open to visitors: the sign-up page says who invited them.
  r.get(
    "/api/site-invitations/:code",
    { schema: { params: SiteInvitationCodeParams, response: { 200: SiteInvitationPreview } } },
    async (request) => presentSiteInvitationPreview(await previewInvitation(db, request.params.code)),
  );
}
