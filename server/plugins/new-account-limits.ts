import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../core/clock";
import type { Config } from "../core/config";
import type { Db } from "../db/client";
import { accountCreatedAt } from "../services/people/users";
import { type LimitHook, limiter } from "./rate-limits";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A new account's hourly limits (per person): its posts (on a wall or in a group, together),
 * comments, connection requests, conversations started and messages sent. Each is a route's preHandler; an older account is not
 * counted at all.
 */
export type NewAccountLimits = { posts: LimitHook; comments: LimitHook; requests: LimitHook; conversations: LimitHook; messages: LimitHook };

/**
 * The session carries when its account was made, so telling a new account from an old one
 * costs a write nothing; only a session that lacks it (one kept in Redis from before) asks
 * the database.
 */
export function newAccountLimits(app: FastifyInstance, settings: Config["rateLimit"]["newAccount"], db: Db, now: Clock): NewAccountLimits {
  const isNew = async (request: FastifyRequest): Promise<boolean> => {
    const session = request.session;
    if (!session) return false; // The route answers 401.
    const createdAt = session.accountCreatedAt ?? (await accountCreatedAt(db, session.userId));
    return createdAt !== null && now() - createdAt < settings.ageMs;
  };
  const perHour = (name: string, max: number): LimitHook => {
    const check = limiter(app, name, max, HOUR_MS, (request) => `user:${request.session?.userId}`);
    return async (request) => {
      if (await isNew(request)) await check(request);
    };
  };
  return {
    posts: perHour("new-account-posts", settings.postsPerHour),
    comments: perHour("new-account-comments", settings.commentsPerHour),
    requests: perHour("new-account-requests", settings.requestsPerHour),
    conversations: perHour("new-account-conversations", settings.conversationsPerHour),
    messages: perHour("new-account-messages", settings.messagesPerHour),
  };
}
