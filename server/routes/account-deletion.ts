import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DeleteAccountBody } from "../../contract/account-deletion";
import { limiter } from "../plugins/rate-limits";
import { clearSessionCookie, requireUserId } from "../plugins/session";
import { deleteAccount } from "../services/accounts/account-deletion";
import type { Deps } from "./deps";

export function accountDeletionRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authAccountMax, authWindowMs } = deps.config.rateLimit;
  // The password is checked here as at sign-in, so guesses through a stolen session are
  // limited as sign-in limits them per account.
  const perMember = limiter(app, "delete-account", authAccountMax, authWindowMs, (request) => String(request.session?.userId));

  r.delete("/api/account", { schema: { body: DeleteAccountBody } }, async (request, reply) => {
    const userId = requireUserId(request);
    await perMember(request);
    await deleteAccount(deps, userId, request.body);
    clearSessionCookie(reply, deps.config);
    return reply.code(204).send();
  });
}
