import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../contract/common";
import { ReactBody, ReactionResult, ReactorPage, ReactorsQuery } from "../../contract/reactions";
import { requireUserId } from "../plugins/session";
import { presentReactorPage } from "../presenters/reaction";
import { reactToComment } from "../services/reactions/comment-reactions";
import { reactToPost } from "../services/reactions/post-reactions";
import { listCommentReactors, listPostReactors } from "../services/reactions/reactors";
import type { Deps } from "./deps";

/** Reactions to posts and comments: given, changed, taken back; and who reacted, for the author. */
export function reactionRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = { params: IdParams, response: { 200: ReactionResult } };

  r.put("/api/posts/:id/reaction", { schema: { ...answer, body: ReactBody } }, async (request) =>
    reactToPost(deps, { viewerId: requireUserId(request), postId: request.params.id }, request.body.kind),
  );
  r.delete("/api/posts/:id/reaction", { schema: answer }, async (request) =>
    reactToPost(deps, { viewerId: requireUserId(request), postId: request.params.id }, null),
  );
  r.get(
    "/api/posts/:id/reactions",
    { schema: { params: IdParams, querystring: ReactorsQuery, response: { 200: ReactorPage } } },
    async (request) =>
      presentReactorPage(await listPostReactors(db, { viewerId: requireUserId(request), postId: request.params.id }, request.query.cursor)),
  );

  r.put("/api/comments/:id/reaction", { schema: { ...answer, body: ReactBody } }, async (request) =>
    reactToComment(deps, { viewerId: requireUserId(request), commentId: request.params.id }, request.body.kind),
  );
  r.delete("/api/comments/:id/reaction", { schema: answer }, async (request) =>
    reactToComment(deps, { viewerId: requireUserId(request), commentId: request.params.id }, null),
  );
  r.get(
    "/api/comments/:id/reactions",
    { schema: { params: IdParams, querystring: ReactorsQuery, response: { 200: ReactorPage } } },
    async (request) =>
      presentReactorPage(await listCommentReactors(db, { viewerId: requireUserId(request), commentId: request.params.id }, request.query.cursor)),
  );
}
