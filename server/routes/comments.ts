import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { Comment, CreateCommentBody } from "../../contract/posts";
import { requireUserId } from "../plugins/session";
import { presentComment } from "../presenters/comment";
import { addComment, deleteComment, listComments } from "../services/posts/comments";
import type { Deps } from "./deps";

/** A post's comments: read, written (on the post, or in answer to one of them), deleted. */
export function commentRoutes(app: FastifyInstance, deps: Deps) {
  const { db, newAccount } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/posts/:id/comments", { schema: { params: IdParams, response: { 200: z.array(Comment) } } }, async (request) =>
    (await listComments(db, { viewerId: requireUserId(request), postId: request.params.id })).map(presentComment),
  );

  r.post(
    "/api/posts/:id/comments",
    { preHandler: newAccount.comments, schema: { params: IdParams, body: CreateCommentBody, response: { 201: Comment } } },
    async (request, reply) => {
      const { content, parentId, mentions } = request.body;
      const comment = await addComment(deps, { authorId: requireUserId(request), postId: request.params.id }, content, { parentId, mentions });
      return reply.code(201).send(presentComment(comment));
    },
  );

  r.delete("/api/comments/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteComment(deps, { viewerId: requireUserId(request), commentId: request.params.id });
    return reply.code(204).send();
  });
}
