import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Church,
  ChurchMember,
  ChurchMemberParams,
  ChurchRoleBody,
  ChurchSearchQuery,
  ChurchSummary,
  CreateChurchBody,
  DirectoryQuery,
  DirectorySharing,
  DirectorySharingBody,
  JoinAnswerBody,
  JoinRequest,
  SlugParams,
  UpdateChurchBody,
} from "../../contract/churches";
import { requireUserId } from "../plugins/session";
import { presentChurch, presentChurchMember, presentChurchSummary, presentJoinRequest } from "../presenters/church";
import { answerJoinRequest, joinChurch, listJoinRequests, withdrawRequest } from "../services/churches/church-joining";
import { leaveChurch, listChurchMembers, removeFromChurch, setChurchRole, setDirectorySharing } from "../services/churches/church-members";
import { createChurch, deleteChurch, getChurch, myChurches, searchChurches, updateChurch } from "../services/churches/churches";
import type { Deps } from "./deps";

export function churchRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const summaries = z.array(ChurchSummary);
  const ask = (request: { params: { slug: string } } & Parameters<typeof requireUserId>[0]) => ({
    viewerId: requireUserId(request),
    church: request.params.slug,
  });

  r.get("/api/churches/mine", { schema: { response: { 200: summaries } } }, async (request) =>
    (await myChurches(db, requireUserId(request))).map(presentChurchSummary),
  );

  r.get("/api/churches/search", { schema: { querystring: ChurchSearchQuery, response: { 200: summaries } } }, async (request) =>
    (await searchChurches(db, requireUserId(request), request.query.q)).map(presentChurchSummary),
  );

  r.post("/api/churches", { schema: { body: CreateChurchBody, response: { 201: Church } } }, async (request, reply) =>
    reply.code(201).send(presentChurch(await createChurch(db, requireUserId(request), request.body))),
  );

  r.get("/api/churches/:slug", { schema: { params: SlugParams, response: { 200: Church } } }, async (request) =>
    presentChurch(await getChurch(db, ask(request))),
  );

  r.put("/api/churches/:slug", { schema: { params: SlugParams, body: UpdateChurchBody, response: { 200: Church } } }, async (request) =>
    presentChurch(await updateChurch(deps, ask(request), request.body)),
  );

  r.delete("/api/churches/:slug", { schema: { params: SlugParams } }, async (request, reply) => {
    await deleteChurch(deps, ask(request));
    return reply.code(204).send();
  });

  // Joined at once (200), or asked to join and waiting for a leader (202).
  r.post("/api/churches/:slug/join", { schema: { params: SlugParams, response: { 200: Church, 202: Church } } }, async (request, reply) => {
    const { page, outcome } = await joinChurch(deps, ask(request));
    return reply.code(outcome === "joined" ? 200 : 202).send(presentChurch(page));
  });

  r.delete("/api/churches/:slug/join", { schema: { params: SlugParams } }, async (request, reply) => {
    await withdrawRequest(deps, ask(request));
    return reply.code(204).send();
  });

  r.post("/api/churches/:slug/leave", { schema: { params: SlugParams } }, async (request, reply) => {
    await leaveChurch(deps, ask(request));
    return reply.code(204).send();
  });

  r.get(
    "/api/churches/:slug/members",
    { schema: { params: SlugParams, querystring: DirectoryQuery, response: { 200: z.array(ChurchMember) } } },
    async (request) => (await listChurchMembers(readDb, ask(request), request.query)).map(presentChurchMember),
  );

  r.put("/api/churches/:slug/members/:userId", { schema: { params: ChurchMemberParams, body: ChurchRoleBody } }, async (request, reply) => {
    await setChurchRole(deps, { ...ask(request), userId: request.params.userId }, request.body);
    return reply.code(204).send();
  });

  r.delete("/api/churches/:slug/members/:userId", { schema: { params: ChurchMemberParams } }, async (request, reply) => {
    await removeFromChurch(deps, { ...ask(request), userId: request.params.userId });
    return reply.code(204).send();
  });

  r.put(
    "/api/churches/:slug/sharing",
    { schema: { params: SlugParams, body: DirectorySharingBody, response: { 200: DirectorySharing } } },
    async (request) => setDirectorySharing(db, ask(request), request.body),
  );

  r.get("/api/churches/:slug/requests", { schema: { params: SlugParams, response: { 200: z.array(JoinRequest) } } }, async (request) =>
    (await listJoinRequests(db, ask(request))).map(presentJoinRequest),
  );

  r.put("/api/churches/:slug/requests/:userId", { schema: { params: ChurchMemberParams, body: JoinAnswerBody } }, async (request, reply) => {
    await answerJoinRequest(deps, { ...ask(request), userId: request.params.userId }, request.body.admit);
    return reply.code(204).send();
  });
}
