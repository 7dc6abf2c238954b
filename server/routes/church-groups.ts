import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CreateChurchGroupBody, SlugParams } from "../../contract/churches";
import { Group } from "../../contract/groups";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import { Post, PostListQuery } from "../../contract/posts";
import { requireUserId } from "../plugins/session";
import { presentGroup } from "../presenters/group";
import { presentPost } from "../presenters/post";
import { churchGroups, createChurchGroup } from "../services/churches/church-groups";
import { churchFeed } from "../services/posts/posts";
import type { Deps } from "./deps";

/** A church's groups, and its prayer wall (posts are shared with it through POST /api/posts). */
export function churchGroupRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/churches/:slug/groups", { schema: { params: SlugParams, response: { 200: z.array(Group) } } }, async (request) =>
    (await churchGroups(readDb, { viewerId: requireUserId(request), church: request.params.slug })).map(presentGroup),
  );

  r.post(
    "/api/churches/:slug/groups",
    { schema: { params: SlugParams, body: CreateChurchGroupBody, response: { 201: Group } } },
    async (request, reply) => {
      const group = await createChurchGroup(db, { viewerId: requireUserId(request), church: request.params.slug }, request.body);
      return reply.code(201).send(presentGroup(group));
    },
  );

  r.get(
    "/api/churches/:slug/posts",
    { schema: { params: SlugParams, querystring: PostListQuery, response: { 200: z.array(Post) } } },
    async (request) => {
      const { cursor, limit = FEED_PAGE_SIZE, answered } = request.query;
      const ask = { viewerId: requireUserId(request), church: request.params.slug };
      return (await churchFeed(readDb, ask, limit, cursor, { answered: answered === "true" })).map(presentPost);
    },
  );
}
