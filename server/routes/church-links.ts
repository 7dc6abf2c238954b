import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Church,
  CreateLinkBody,
  InviteLink,
  LinkCodeParams,
  LinkParams,
  LinkPreview,
  MailInvitationsBody,
  MailInvitationsResult,
  SlugParams,
} from "../../contract/churches";
import { requireUserId } from "../plugins/session";
import { presentChurch, presentInviteLink, presentLinkPreview } from "../presenters/church";
import { createInviteLink, joinByLink, listInviteLinks, previewInviteLink, revokeInviteLink } from "../services/churches/church-links";
import { mailInvitations } from "../services/churches/church-mail-invitations";
import type { Deps } from "./deps";

export function churchLinkRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/churches/:slug/links", { schema: { params: SlugParams, response: { 200: z.array(InviteLink) } } }, async (request) =>
    (await listInviteLinks(db, { viewerId: requireUserId(request), church: request.params.slug })).map(presentInviteLink),
  );

  r.post(
    "/api/churches/:slug/links",
    { schema: { params: SlugParams, body: CreateLinkBody, response: { 201: InviteLink } } },
    async (request, reply) => {
      const link = await createInviteLink(db, { viewerId: requireUserId(request), church: request.params.slug }, request.body);
      return reply.code(201).send(presentInviteLink(link));
    },
  );

  r.post(
    "/api/churches/:slug/mail-invitations",
    { schema: { params: SlugParams, body: MailInvitationsBody, response: { 200: MailInvitationsResult } } },
    async (request) => mailInvitations(deps, { viewerId: requireUserId(request), church: request.params.slug }, request.body.emails),
  );

  r.delete("/api/churches/:slug/links/:id", { schema: { params: LinkParams } }, async (request, reply) => {
    await revokeInviteLink(db, { viewerId: requireUserId(request), church: request.params.slug, linkId: request.params.id });
    return reply.code(204).send();
  });

  // Open to visitors: whoever scanned the code on Sunday sees which church it leads to before signing up.
  r.get("/api/church-links/:code", { schema: { params: LinkCodeParams, response: { 200: LinkPreview } } }, async (request) =>
    presentLinkPreview(await previewInviteLink(db, request.params.code), request.params.code),
  );

  r.post("/api/church-links/:code", { schema: { params: LinkCodeParams, response: { 200: Church } } }, async (request) =>
    presentChurch(await joinByLink(deps, { userId: requireUserId(request), code: request.params.code })),
  );
}
