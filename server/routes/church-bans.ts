import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChurchBan, ChurchBanBody, ChurchMemberParams, SlugParams } from "../../contract/churches";
import { requireUserId } from "../plugins/session";
import { presentChurchBan } from "../presenters/church";
import { banFromChurch, liftChurchBan, listChurchBans } from "../services/churches/church-bans";
import type { Deps } from "./deps";

export function churchBanRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/churches/:slug/bans", { schema: { params: SlugParams, response: { 200: z.array(ChurchBan) } } }, async (request) =>
    (await listChurchBans(deps.db, { viewerId: requireUserId(request), church: request.params.slug })).map(presentChurchBan),
  );

  r.post("/api/churches/:slug/bans", { schema: { params: SlugParams, body: ChurchBanBody } }, async (request, reply) => {
    await banFromChurch(deps, { viewerId: requireUserId(request), church: request.params.slug, userId: request.body.userId });
    return reply.code(204).send();
  });

  r.delete("/api/churches/:slug/bans/:userId", { schema: { params: ChurchMemberParams } }, async (request, reply) => {
    await liftChurchBan(deps, { viewerId: requireUserId(request), church: request.params.slug, userId: request.params.userId });
    return reply.code(204).send();
  });
}
