import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../contract/common";
import { KeptAwayLists, SafetyState } from "../../contract/safety";
import { requireUserId } from "../plugins/session";
import { presentKeptAwayLists } from "../presenters/safety";
import { blockPerson, unblockPerson } from "../services/safety/blocks";
import { keptAwayLists } from "../services/safety/keep-away";
import { mutePerson, unmutePerson } from "../services/safety/mutes";
import type { Deps } from "./deps";

export function safetyRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: IdParams, response: { 200: SafetyState } };

  r.post("/api/users/:id/block", { schema }, async (request) =>
    blockPerson(deps, { blockerId: requireUserId(request), blockedId: request.params.id }),
  );

  r.delete("/api/users/:id/block", { schema }, async (request) =>
    unblockPerson(db, { blockerId: requireUserId(request), blockedId: request.params.id }),
  );

  r.post("/api/users/:id/mute", { schema }, async (request) => mutePerson(db, { muterId: requireUserId(request), mutedId: request.params.id }));

  r.delete("/api/users/:id/mute", { schema }, async (request) =>
    unmutePerson(db, { muterId: requireUserId(request), mutedId: request.params.id }),
  );

  r.get("/api/account/blocks", { schema: { response: { 200: KeptAwayLists } } }, async (request) => {
    const lists = await keptAwayLists(db, requireUserId(request));
    return presentKeptAwayLists(lists);
  });
}
