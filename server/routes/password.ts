import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ChangePasswordBody, ForgotPasswordBody, MailAccepted, RESET_REQUESTED, ResetPasswordBody } from "../../contract/account-credentials";
import { acceptedLanguages, pickLanguage } from "../../contract/languages";
import { limiter } from "../plugins/rate-limits";
import { changePassword } from "../services/accounts/account-credentials";
import { unauthenticated } from "../core/errors";
import { requestPasswordReset, resetPassword } from "../services/accounts/password-reset";
import type { Deps } from "./deps";

export function passwordRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailAccountMax, mailIpMax, mailWindowMs, authIpMax, authAccountMax, authWindowMs } = config.rateLimit;
  // Mail a visitor can cause: per address asked about (known or not, alike) and per client.
  const mailPerIp = limiter(app, "reset-mail-ip", mailIpMax, mailWindowMs, (req) => req.ip);
  const mailPerAddress = limiter(app, "reset-mail-address", mailAccountMax, mailWindowMs, (req) => (req.body as ForgotPasswordBody).email);
  // Each try at a password is an argon2 hash: as many as sign-in allows.
  const triesPerIp = limiter(app, "password-ip", authIpMax, authWindowMs, (req) => req.ip);
  const triesPerAccount = limiter(app, "password-account", authAccountMax, authWindowMs, (req) => String(req.session?.userId ?? req.ip));

  r.post(
    "/api/auth/password/forgot",
    { onRequest: mailPerIp, preHandler: mailPerAddress, schema: { body: ForgotPasswordBody, response: { 202: MailAccepted } } },
    async (request, reply) => {
      // In the asker's language: whether the address has an account (and so a language of its
      // own) must not show in the time the answer takes.
      const language = pickLanguage(acceptedLanguages(request.headers["accept-language"])) ?? "en";
      await requestPasswordReset(deps, request.body.email, language);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  r.post("/api/auth/password/reset", { onRequest: triesPerIp, schema: { body: ResetPasswordBody } }, async (request, reply) => {
    await resetPassword(deps, request.body, config.adminEmails);
    return reply.code(204).send();
  });

  r.put(
    "/api/account/password",
    { onRequest: triesPerIp, preHandler: triesPerAccount, schema: { body: ChangePasswordBody } },
    async (request, reply) => {
      // This session stays; the member's others end.
      const { session } = request;
      if (!session) throw unauthenticated();
      await changePassword(deps, { userId: session.userId, sessionId: session.id }, request.body);
      return reply.code(204).send();
    },
  );
}
