import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AccountEmail, ChangeEmailBody, EmailConfirmed, MailAccepted, VerifyEmailBody } from "../../contract/account-credentials";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { accountEmail, cancelEmailChange, requestEmailChange } from "../services/accounts/account-credentials";
import { confirmEmail, resendConfirmation } from "../services/accounts/email-verification";
import type { Deps } from "./deps";

export function accountEmailRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailAccountMax, mailIpMax, mailWindowMs, authIpMax, authWindowMs } = config.rateLimit;
  // Mail a member can cause: per account, per client, and per address a change would mail.
  const mailPerIp = limiter(app, "account-mail-ip", mailIpMax, mailWindowMs, (req) => req.ip);
  const mailPerAccount = limiter(app, "account-mail-account", mailAccountMax, mailWindowMs, (req) => String(req.session?.userId ?? req.ip));
  const mailPerAddress = limiter(app, "account-mail-address", mailAccountMax, mailWindowMs, (req) => (req.body as ChangeEmailBody).email);
  const linksPerIp = limiter(app, "email-link-ip", authIpMax, authWindowMs, (req) => req.ip);

  r.get("/api/account/email", { schema: { response: { 200: AccountEmail } } }, async (request) => accountEmail(db, now, requireUserId(request)));

  r.put(
    "/api/account/email",
    { onRequest: mailPerIp, preHandler: [mailPerAccount, mailPerAddress], schema: { body: ChangeEmailBody, response: { 202: AccountEmail } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      await requestEmailChange(deps, userId, request.body);
      return reply.code(202).send(await accountEmail(db, now, userId));
    },
  );

  r.delete("/api/account/email/pending", async (request, reply) => {
    await cancelEmailChange(db, requireUserId(request));
    return reply.code(204).send();
  });

  r.post(
    "/api/account/email/verification",
    { onRequest: mailPerIp, preHandler: mailPerAccount, schema: { response: { 202: MailAccepted } } },
    async (request, reply) => {
      const email = await resendConfirmation(deps, requireUserId(request));
      return reply.code(202).send({ message: `We sent a new link to ${email}.` });
    },
  );

  // Opened from a mail, signed in or not: the token is the permission.
  r.post(
    "/api/auth/email/verify",
    { onRequest: linksPerIp, schema: { body: VerifyEmailBody, response: { 200: EmailConfirmed } } },
    async (request) => confirmEmail(deps, request.body.token, config.adminEmails),
  );
}
