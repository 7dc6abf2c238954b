import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EventComment, EventCommentParams, EventParams } from "../../contract/events";
import { CreateCommentBody } from "../../contract/posts";
import { requireUserId } from "../plugins/session";
import { presentEventComment } from "../presenters/event-comment";
import { addEventComment, deleteEventComment, listEventComments } from "../services/events/event-comments";
import type { Deps } from "./deps";

/** An event's discussion: read, written, deleted. */
export function eventCommentRoutes(app: FastifyInstance, deps: Deps) {
  const { db, newAccount } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/events/:id/comments", { schema: { params: EventParams, response: { 200: z.array(EventComment) } } }, async (request) =>
    (await listEventComments(db, { viewerId: requireUserId(request), eventId: request.params.id })).map(presentEventComment),
  );

  r.post(
    "/api/events/:id/comments",
    { preHandler: newAccount.comments, schema: { params: EventParams, body: CreateCommentBody, response: { 201: EventComment } } },
    async (request, reply) => {
      const entry = await addEventComment(deps, { viewerId: requireUserId(request), eventId: request.params.id }, request.body.content);
      return reply.code(201).send(presentEventComment(entry));
    },
  );

  r.delete("/api/events/:id/comments/:commentId", { schema: { params: EventCommentParams } }, async (request, reply) => {
    await deleteEventComment(deps, { viewerId: requireUserId(request), eventId: request.params.id, commentId: request.params.commentId });
    return reply.code(204).send();
  });
}
