import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id, IdParams } from "../../contract/common";
import { GroupBan, GroupBanBody } from "../../contract/groups";
import { requireUserId } from "../plugins/session";
import { presentGroupBan } from "../presenters/group";
import { banFromGroup, liftGroupBan, listGroupBans } from "../services/groups/group-bans";
import type { Deps } from "./deps";

const BanParams = z.object({ id: Id, userId: Id });

/** A group's admins keep people out of it. */
export function groupBanRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/groups/:id/bans", { schema: { params: IdParams, response: { 200: z.array(GroupBan) } } }, async (request) =>
    (await listGroupBans(db, { adminId: requireUserId(request), groupId: request.params.id })).map(presentGroupBan),
  );

  r.post("/api/groups/:id/bans", { schema: { params: IdParams, body: GroupBanBody } }, async (request, reply) => {
    await banFromGroup(deps, { adminId: requireUserId(request), groupId: request.params.id, userId: request.body.userId });
    return reply.code(204).send();
  });

  r.delete("/api/groups/:id/bans/:userId", { schema: { params: BanParams } }, async (request, reply) => {
    await liftGroupBan(deps, { adminId: requireUserId(request), groupId: request.params.id, userId: request.params.userId });
    return reply.code(204).send();
  });
}
