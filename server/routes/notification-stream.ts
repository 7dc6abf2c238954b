import type { FastifyInstance } from "fastify";
import { openEventStream } from "../http/event-stream";
import { SESSION_COOKIE, requireUserId } from "../plugins/session";
import type { StreamEvent } from "../realtime/event-bus";
import type { StreamEndReason } from "../../contract/notifications";
import type { OpenStream } from "../realtime/open-streams";
import { unreadMessages } from "../services/messages/conversations";
import { unreadCount } from "../services/notifications/notifications";
import type { Deps } from "./deps";

// Proxies close connections that stay silent; a comment line every 25 s keeps them open.
const HEARTBEAT_MS = 25_000;
// More than this queued for a client means it has stopped reading: its stream ends.
const STALLED_BYTES = 64 * 1024;

/**
 * Server-sent events: `count` with the unread count and `messages` with the unread messages and
 * requests waiting (contract/messages.ts) on connect, then `notification` with
 * each new notice and the new count, and `changed` with what a write changed that the
 * person's screens may show (contract/live.ts), the moment any app process writes one. A stream the
 * server ends gets a last `closed` event saying why: `replaced` (the session or the person
 * opened more streams than allowed; the oldest goes), `signed-out` or `shutdown`.
 * A session's streams end the moment it does (an event on the bus reaches every process);
 * the heartbeat re-checks the session too, should that event be lost.
 */
export function notificationStreamRoutes(app: FastifyInstance, { db, events, sessions, streams }: Deps) {
  const stopListening = events.onSessionEnd((sessionId) => streams.endSession(sessionId));
  // At shutdown the streams end first, so that the server can close.
  app.addHook("preClose", async () => {
    stopListening();
    streams.endAll();
  });

  app.get("/api/notifications/stream", async (request, reply) => {
    const userId = requireUserId(request);
    const sessionId = request.session!.id;
    const token = request.cookies[SESSION_COOKIE]!;

    const res = openEventStream(request, reply);
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write("retry: 5000\n\n");

    // Listening starts before the counts are read: a notice or a message written in between is
    // then both counted and heard, never lost between the page's first reads and its stream.
    const unsubscribe = events.subscribe(userId, ({ name, data }: StreamEvent) => send(name, data));
    const heartbeat = setInterval(async () => {
      // Ending politely would only queue more: hang up (the request's "close" ends the rest).
      if (res.writableLength > STALLED_BYTES) return void res.destroy();
      const session = await sessions.get(token).catch(() => undefined);
      if (session === null) return end("signed-out");
      res.write(": heartbeat\n\n");
    }, HEARTBEAT_MS);
    heartbeat.unref();

    let ended = false;
    const end = (reason?: StreamEndReason) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.remove(stream);
      if (reason) send("closed", { reason });
      res.end();
    };
    const stream: OpenStream = { sessionId, userId, end };
    request.raw.on("close", () => end());
    streams.add(stream);

    try {
      const [count, messages] = await Promise.all([unreadCount(db, userId), unreadMessages(db, userId)]);
      if (ended) return;
      send("count", { count });
      send("messages", messages);
    } catch (error) {
      // The head has gone out: a failed read can only end the stream (the client connects again).
      request.log.error(error, "the stream's first counts could not be read");
      end();
    }
  });
}
