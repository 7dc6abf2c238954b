import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { Connection, ConnectionRequest, CreateConnectionBody, MyConnection, RespondBody } from "../../contract/connections";
import { SuggestedUser } from "../../contract/suggestions";
import { SUGGESTIONS_SIZE } from "../../contract/limits";
import { requireUserId } from "../plugins/session";
import { presentConnection, presentMyConnection, presentRequest, presentSuggestion } from "../presenters/connection";
import { incomingRequests, myConnections, requestConnection, respondToRequest } from "../services/connections/connection-requests";
import { dismissSuggestion, suggestionsFor } from "../services/connections/suggestions";
import type { Deps } from "./deps";

export function connectionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb, newAccount } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/connections",
    { preHandler: newAccount.requests, schema: { body: CreateConnectionBody, response: { 201: Connection } } },
    async (request, reply) => {
      const row = await requestConnection(deps, { requesterId: requireUserId(request), addresseeId: request.body.addresseeId });
      return reply.code(201).send(presentConnection(row));
    },
  );

  r.get("/api/connections/requests", { schema: { response: { 200: z.array(ConnectionRequest) } } }, async (request) =>
    (await incomingRequests(db, requireUserId(request))).map(presentRequest),
  );

  r.put("/api/connections/:id", { schema: { params: IdParams, body: RespondBody, response: { 200: Connection } } }, async (request) =>
    presentConnection(await respondToRequest(deps, { userId: requireUserId(request), connectionId: request.params.id }, request.body.status)),
  );

  r.get("/api/connections", { schema: { response: { 200: z.array(MyConnection) } } }, async (request) =>
    (await myConnections(db, requireUserId(request))).map(presentMyConnection),
  );

  r.get("/api/users/suggested", { schema: { response: { 200: z.array(SuggestedUser) } } }, async (request) =>
    (await suggestionsFor(db, readDb, requireUserId(request), SUGGESTIONS_SIZE)).map(presentSuggestion),
  );

  // "Not now": the person leaves the member's suggestions for a while.
  r.delete("/api/users/suggested/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await dismissSuggestion(db, { userId: requireUserId(request), candidateId: request.params.id });
    return reply.code(204).send();
  });
}
