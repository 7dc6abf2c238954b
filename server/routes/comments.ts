import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../contract/common";
import { requireUserId } from "../plugins/session";
import { deleteComment } from "../services/posts/comments";
import type { Deps } from "./deps";

export function commentRoutes(app: FastifyInstance, { db, tell }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete("/api/comments/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteComment(db, tell, { viewerId: requireUserId(request), commentId: request.params.id });
    return reply.code(204).send();
  });
}
