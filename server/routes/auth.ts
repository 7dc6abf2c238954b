import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LoginBody, RegisterBody } from "../../contract/auth";
import { acceptedLanguages, pickLanguage } from "../../contract/languages";
import { safeNextPath } from "../../contract/next-path";
import { SignUpWaiting, WAITING_FOR_APPROVAL } from "../../contract/site";
import { CurrentUser } from "../../contract/users";
import { unauthenticated } from "../core/errors";
import { LOGOUT_PAGE } from "../http/logout-page";
import { limiter } from "../plugins/rate-limits";
import { SESSION_COOKIE, clearSessionCookie, requireUserId, setSessionCookie } from "../plugins/session";
import { presentCurrentUser } from "../presenters/user";
import { authenticate, registerUser } from "../services/accounts/auth";
import { findCurrentUser } from "../services/people/users";
import type { Deps } from "./deps";

/** Where /api/login sends the browser: the client's sign-in/sign-up screen. */
const AUTH_SCREEN = "/auth";

const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db, sessions, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authIpMax, authAccountMax, authWindowMs, signupIpMax, signupWindowMs } = config.rateLimit;
  const perIp = limiter(app, "auth-ip", authIpMax, authWindowMs, (req) => req.ip);
  const perAccount = limiter(app, "auth-account", authAccountMax, authWindowMs, (req) => (req.body as { email: string }).email);
  const limits = { onRequest: perIp, preHandler: perAccount };
  // Sign-ups have a longer budget of their own too: each may make an account, and each tells
  // whether its address already has one (docs/decisions/0028).
  const signupsPerIp = limiter(app, "signup-ip", signupIpMax, signupWindowMs, (req) => req.ip);

  // A new id at every sign-in: a session fixed before login is never the one after it.
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: { id: number; createdAt: Date }) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.destroy(previous);
    const details = { userAgent: request.headers["user-agent"], accountCreatedAt: user.createdAt };
    setSessionCookie(reply, config, await sessions.create(user.id, details));
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.destroy(token);
    clearSessionCookie(reply, config);
  }

  r.post(
    "/api/auth/register",
    {
      onRequest: [perIp, signupsPerIp],
      preHandler: perAccount,
      schema: { body: RegisterBody, response: { 201: CurrentUser, 202: SignUpWaiting } },
    },
    async (request, reply) => {
      // The language the page spoke; an API client that names none gets its Accept-Language's.
      const language = request.body.language ?? pickLanguage(acceptedLanguages(request.headers["accept-language"])) ?? "en";
      const { user, waiting } = await registerUser(deps, { ...request.body, language });
      // Where an admin admits each new member, the account waits, signed out.
      if (waiting) return reply.code(202).send({ message: WAITING_FOR_APPROVAL });
      await startSession(request, reply, user);
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  r.post("/api/auth/login", { ...limits, schema: { body: LoginBody, response: { 200: CurrentUser } } }, async (request, reply) => {
    const user = await authenticate(db, now, request.body);
    await startSession(request, reply, user);
    return presentCurrentUser(user);
  });

  r.get("/api/auth/user", { schema: { response: { 200: CurrentUser } } }, async (request) => {
    const user = await findCurrentUser(db, requireUserId(request));
    if (!user) throw unauthenticated();
    return presentCurrentUser(user);
  });

  r.post("/api/auth/logout", async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  // Navigation endpoints: the browser itself is sent here, and they answer with redirects or pages.
  r.get("/api/login", { schema: { querystring: z.object({ next: z.string().optional() }) } }, async (request, reply) => {
    const next = safeNextPath(request.query.next, siteOrigin(request));
    return reply.redirect(next ? `${AUTH_SCREEN}?next=${encodeURIComponent(next)}` : AUTH_SCREEN);
  });

  // A GET changes nothing: anything on any page (a <video src>, an <img>) can send one with
  // the viewer's cookie. It answers a page whose form POSTs here to sign out.
  r.get("/api/logout", async (request, reply) => {
    if (!request.cookies[SESSION_COOKIE]) return reply.redirect("/");
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(LOGOUT_PAGE);
  });

  // That form's POST. A form cannot send JSON, so this one route (in its own scope) takes a
  // form body, and ignores it; the CSRF rule's same-Origin check applies as to every write.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post("/api/logout", async (request, reply) => {
      await endSession(request, reply);
      return reply.redirect("/", 303);
    });
  });
}
