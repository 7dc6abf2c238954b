import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../core/config";
import { unauthenticated } from "../core/errors";
import type { Session, SessionStore } from "../core/session-store";

export const SESSION_COOKIE = "koinonia.sid";

declare module "fastify" {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Resolves the session cookie of every API request into `request.session`. */
export function registerSession(app: FastifyInstance, store: SessionStore) {
  app.decorateRequest("session", null);
  // Every request passes here: a hook that calls `done` costs no promise where there is no
  // session to look up, as an async one would.
  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") || request.url.startsWith("/objects/") ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token) return done();
    store.get(token).then((session) => {
      request.session = session;
      done();
    }, done);
  });
}

/**
 * A preValidation for routes whose query a visitor could get wrong: they are told to sign in
 * (401), not that the query is wrong (400).
 */
export async function signedInFirst(request: FastifyRequest): Promise<void> {
  requireUserId(request);
}

/** The signed-in user's id, or a 401 for a visitor. */
export function requireUserId(request: FastifyRequest): number {
  if (!request.session) throw unauthenticated();
  return request.session.userId;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(reply.request, config),
    maxAge: Math.floor(config.session.absoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(reply.request, config),
  });
}

export function isSecure(request: FastifyRequest, config: Config): boolean {
  const setting = config.session.cookieSecure;
  return setting === "auto" ? request.protocol === "https" : setting;
}
