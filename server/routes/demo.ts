import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { ConnectionRequest, DemoMember } from "../../contract/connections";
import { SuggestedUser } from "../../contract/suggestions";
import { SUGGESTIONS_SIZE } from "../../contract/limits";
import { requireUserId } from "../plugins/session";
import { presentRequest, presentSuggestion } from "../presenters/connection";
import { presentPublicUser } from "../presenters/user";
import { demoFamily, demoRequests, demoSuggestions } from "../demo/family";
import type { Deps } from "./deps";

/** The /demo page's reads: the seeded family, and whom each of them is suggested and asked by. */
export function demoRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, like the page itself.
  r.get("/api/demo/family", { schema: { response: { 200: z.array(DemoMember) } } }, async (request) => {
    requireUserId(request);
    return (await demoFamily(db)).map(({ user, role }) => ({ ...presentPublicUser(user), role }));
  });

  r.get("/api/demo/users/:id/suggested", { schema: { params: IdParams, response: { 200: z.array(SuggestedUser) } } }, async (request) => {
    requireUserId(request);
    return (await demoSuggestions(db, request.params.id, SUGGESTIONS_SIZE)).map(presentSuggestion);
  });

  r.get("/api/demo/users/:id/requests", { schema: { params: IdParams, response: { 200: z.array(ConnectionRequest) } } }, async (request) => {
    requireUserId(request);
    return (await demoRequests(db, request.params.id)).map(presentRequest);
  });
}
