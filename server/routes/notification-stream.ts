import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE, requireUserId } from "../plugins/session";
import type { LiveEvent } from "../realtime/event-bus";
import { unreadCount } from "../services/notifications";
import type { Deps } from "./deps";

// Proxies close connections that stay silent; a comment line every 25 s keeps them open.
export const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: `count` with the unread count on connect, then `notification` with
 * each new notice and the new count, the moment any app process writes one. The heartbeat
 * also re-checks the session, so a stream ends soon after its session does.
 */
export function notificationStreamRoutes(app: FastifyInstance, { db, events, sessions }: Deps) {
  // At shutdown the streams end first, so that the server can close.
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get("/api/notifications/stream", async (request, reply) => {
    const userId = requireUserId(request);
    const token = request.cookies[SESSION_COOKIE]!;
    const count = await unreadCount(db, userId);

    reply.hijack();
    const res = reply.raw;
    // Hijacked, the reply sends nothing itself: its headers (the security set) go out here.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write("retry: 5000\n\n");
    send("count", { count });

    const unsubscribe = events.subscribe(userId, (event: LiveEvent) => {
      send("notification", { notification: event.notification, count: event.unreadCount });
    });
    const heartbeat = setInterval(async () => {
      const session = await sessions.get(token).catch(() => undefined);
      if (session === null) return end();
      res.write(": heartbeat\n\n");
    }, HEARTBEAT_MS);
    heartbeat.unref();

    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on("close", end);
  });
}
