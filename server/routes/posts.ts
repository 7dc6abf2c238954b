import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import { CreatePostBody, FeedQuery, InteractBody, InteractResult, Interaction, Post, PostListQuery } from "../../contract/posts";
import { siteHostnames } from "../http/site-hostnames";
import { requireUserId } from "../plugins/session";
import { presentPost } from "../presenters/post";
import { createPost, deletePost, feedJson, getPost, postsByUser } from "../services/posts/posts";
import { listInteractions, togglePrayer } from "../services/prayer/prayers";
import { assertVideoElsewhere } from "../services/posts/video-links";
import type { Deps } from "./deps";

const UserIdParams = z.object({ userId: IdParams.shape.id });

export function postRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db, readDb, fanout, newAccount } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The page's JSON comes from the database ready to send (feedJson); the schema still
  // documents it, and tests hold it to the same Post as every other route.
  r.get("/api/posts/feed", { schema: { querystring: FeedQuery, response: { 200: z.array(Post) } } }, async (request, reply) => {
    const { cursor, limit = FEED_PAGE_SIZE, type, category } = request.query;
    const prayers = type === "prayer" || category ? { category: category ?? null } : undefined;
    const page = await feedJson(readDb, requireUserId(request), limit, cursor, prayers);
    // Already serialized: Fastify sends a string with a JSON type as it is.
    return reply.type("application/json; charset=utf-8").send(page as unknown as Post[]);
  });

  r.post("/api/posts", { preHandler: newAccount.posts, schema: { body: CreatePostBody, response: { 201: Post } } }, async (request, reply) => {
    assertVideoElsewhere(request.body.videoUrl, siteHostnames(request, config.allowedOrigins));
    const post = await createPost(deps, fanout, requireUserId(request), request.body);
    return reply.code(201).send(presentPost(post));
  });

  r.get("/api/posts/:id", { schema: { params: IdParams, response: { 200: Post } } }, async (request) =>
    presentPost(await getPost(db, { viewerId: requireUserId(request), postId: request.params.id })),
  );

  r.delete("/api/posts/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deletePost(deps, { viewerId: requireUserId(request), postId: request.params.id });
    return reply.code(204).send();
  });

  r.get(
    "/api/posts/user/:userId",
    { schema: { params: UserIdParams, querystring: PostListQuery, response: { 200: z.array(Post) } } },
    async (request) => {
      const { cursor, limit = FEED_PAGE_SIZE, answered } = request.query;
      const ask = { viewerId: requireUserId(request), authorId: request.params.userId };
      const rows = await postsByUser(readDb, ask, limit, cursor, { answered: answered === "true" });
      return rows.map(presentPost);
    },
  );

  r.get("/api/posts/:id/interactions", { schema: { params: IdParams, response: { 200: z.array(Interaction) } } }, async (request) =>
    listInteractions(db, { viewerId: requireUserId(request), postId: request.params.id }),
  );

  r.post("/api/posts/:id/interact", { schema: { params: IdParams, body: InteractBody, response: { 200: InteractResult } } }, async (request) =>
    togglePrayer(deps, { userId: requireUserId(request), postId: request.params.id }),
  );
}
