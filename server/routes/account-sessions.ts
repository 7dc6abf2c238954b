import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AccountSessions, SessionIdParams, SignedOutSessions } from "../../contract/account-sessions";
import { clearSessionCookie, requireUserId } from "../plugins/session";
import { presentSession } from "../presenters/session";
import { listMemberSessions, signOutOtherSessions, signOutSession } from "../services/accounts/account-sessions";
import type { Deps } from "./deps";

/** The member, and the session they are asking from. */
function asker(request: FastifyRequest) {
  const userId = requireUserId(request);
  return { userId, currentId: request.session!.id };
}

export function accountSessionRoutes(app: FastifyInstance, { config, sessions, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/account/sessions", { schema: { response: { 200: AccountSessions } } }, async (request, reply) => {
    const { userId, currentId } = asker(request);
    reply.header("cache-control", "no-store");
    return (await listMemberSessions(sessions, { userId, currentId, now: new Date(now()) })).map(presentSession);
  });

  // Signing out the session asking is allowed too: it is then a sign-out like any other, and
  // its cookie goes with it.
  r.delete("/api/account/sessions/:id", { schema: { params: SessionIdParams } }, async (request, reply) => {
    const { userId, currentId } = asker(request);
    const { wasCurrent } = await signOutSession(sessions, userId, { id: request.params.id, currentId });
    if (wasCurrent) clearSessionCookie(reply, config);
    return reply.code(204).send();
  });

  // The collection of the member's sessions less the one asking: "sign out everywhere else".
  r.delete("/api/account/sessions", { schema: { response: { 200: SignedOutSessions } } }, async (request) => {
    const { userId, currentId } = asker(request);
    return { signedOut: await signOutOtherSessions(sessions, userId, currentId) };
  });
}
