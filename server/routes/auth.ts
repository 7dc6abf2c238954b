import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LoginBody, RegisterBody } from "../../contract/auth";
import { CurrentUser } from "../../contract/users";
import { unauthorized } from "../http/errors";
import { limiter } from "../plugins/rate-limits";
import { SESSION_COOKIE, clearSessionCookie, requireUserId, setSessionCookie } from "../plugins/session";
import { presentCurrentUser } from "../presenters/user";
import { authenticate, registerUser } from "../services/auth";
import { findUserById } from "../services/users";
import type { Deps } from "./deps";

/** Where /api/login sends the browser: the client's sign-in/sign-up screen. */
export const AUTH_SCREEN = "/auth";

// Only a path on this site: "//evil.example" or "/\evil" would leave it.
const localPath = (value: unknown) =>
  typeof value === "string" && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : undefined;

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authIpMax, authAccountMax, authWindowMs } = config.rateLimit;
  const perIp = limiter(app, "auth-ip", authIpMax, authWindowMs, (req) => req.ip);
  const perAccount = limiter(app, "auth-account", authAccountMax, authWindowMs, (req) =>
    (req.body as { email: string }).email,
  );
  const limits = { onRequest: perIp, preHandler: perAccount };

  // A new id at every sign-in: a session fixed before login is never the one after it.
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.destroy(previous);
    setSessionCookie(reply, config, await sessions.create(userId));
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.destroy(token);
    clearSessionCookie(reply, config);
  }

  r.post(
    "/api/auth/register",
    { ...limits, schema: { body: RegisterBody, response: { 201: CurrentUser } } },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      await startSession(request, reply, user.id);
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  r.post(
    "/api/auth/login",
    { ...limits, schema: { body: LoginBody, response: { 200: CurrentUser } } },
    async (request, reply) => {
      const user = await authenticate(db, request.body);
      await startSession(request, reply, user.id);
      return presentCurrentUser(user);
    },
  );

  r.get("/api/auth/user", { schema: { response: { 200: CurrentUser } } }, async (request) => {
    const user = await findUserById(db, requireUserId(request));
    if (!user) throw unauthorized();
    return presentCurrentUser(user);
  });

  r.post("/api/auth/logout", async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  // Navigation endpoints (the browser is sent here, spec section 7).
  r.get("/api/login", { schema: { querystring: z.object({ next: z.string().optional() }) } }, async (request, reply) => {
    const next = localPath(request.query.next);
    return reply.redirect(next ? `${AUTH_SCREEN}?next=${encodeURIComponent(next)}` : AUTH_SCREEN);
  });

  r.get("/api/logout", async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect("/");
  });
}
