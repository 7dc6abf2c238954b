import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Announcement, AnnouncementParams, CreateAnnouncementBody, SlugParams } from "../../contract/churches";
import { Id, IdParams } from "../../contract/common";
import { requireUserId } from "../plugins/session";
import { presentAnnouncement } from "../presenters/church";
import {
  deleteAnnouncement,
  dismissAnnouncement,
  listAnnouncements,
  pinnedAnnouncements,
  postAnnouncement,
} from "../services/churches/church-announcements";
import type { Deps } from "./deps";

const BeforeQuery = z.object({ before: Id.optional() });

export function churchAnnouncementRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announcements = z.array(Announcement);

  // What the home page pins above the feed: the member's churches' announcements still pinned.
  r.get("/api/announcements/pinned", { schema: { response: { 200: announcements } } }, async (request) =>
    (await pinnedAnnouncements(readDb, requireUserId(request))).map(presentAnnouncement),
  );

  r.post("/api/announcements/:id/dismiss", { schema: { params: IdParams } }, async (request, reply) => {
    await dismissAnnouncement(db, { userId: requireUserId(request), announcementId: request.params.id });
    return reply.code(204).send();
  });

  r.get(
    "/api/churches/:slug/announcements",
    { schema: { params: SlugParams, querystring: BeforeQuery, response: { 200: announcements } } },
    async (request) =>
      (await listAnnouncements(readDb, { viewerId: requireUserId(request), church: request.params.slug }, request.query.before)).map(
        presentAnnouncement,
      ),
  );

  r.post(
    "/api/churches/:slug/announcements",
    { schema: { params: SlugParams, body: CreateAnnouncementBody, response: { 201: Announcement } } },
    async (request, reply) => {
      const entry = await postAnnouncement(deps, { viewerId: requireUserId(request), church: request.params.slug }, request.body);
      return reply.code(201).send(presentAnnouncement(entry));
    },
  );

  r.delete("/api/churches/:slug/announcements/:id", { schema: { params: AnnouncementParams } }, async (request, reply) => {
    await deleteAnnouncement(deps, { viewerId: requireUserId(request), church: request.params.slug, announcementId: request.params.id });
    return reply.code(204).send();
  });
}
