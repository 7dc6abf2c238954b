import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../contract/common";
import { openEventStream } from "../http/event-stream";
import { requireUserId } from "../plugins/session";
import { type Presence, arrive, leave, stillHere } from "../services/rooms/room-presence";
import { PRESENCE_BEAT_MS } from "../services/rooms/room-state";
import type { Deps } from "./deps";

/**
 * A room page's presence: while this stream is open its member is in the room. It carries no
 * news (that comes over the member's live stream, like every other change); it says `here`
 * once the member counts as present, `ended` when the room has closed or is no longer theirs
 * to see, and `replaced` when the member opened too many room pages and this was the oldest.
 * It closes with the page, so a closed tab leaves the room at once, on whichever app process
 * held it.
 */
// A member's room pages open on one process at once: opening one more ends their oldest, so
// that a script cannot hold open streams (and presence rows) without end.
const MAX_PAGES_PER_MEMBER = 5;

export function roomPresenceRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now, events } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = new Set<{ sessionId: string; userId: number; end: (reason?: "replaced") => void }>();
  const stopListening = events.onSessionEnd((sessionId) => {
    for (const stream of open) if (stream.sessionId === sessionId) stream.end();
  });
  app.addHook("preClose", async () => {
    stopListening();
    for (const stream of open) stream.end();
  });

  r.get("/api/rooms/:id/stream", { schema: { params: IdParams } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    const presence: Presence = await arrive(deps, { viewerId, roomId: request.params.id });

    const res = openEventStream(request, reply);
    // The page comes back on its own after a dropped connection, soon (presence is short-lived).
    res.write("retry: 1000\n\n");
    res.write(`event: here\ndata: ${JSON.stringify({ roomId: presence.room.id })}\n\n`);

    let ended = false;
    const beat = setInterval(async () => {
      if (ended) return;
      if (await stillHere(db, now, presence, viewerId).catch(() => true)) return void res.write(": here\n\n");
      res.write("event: ended\ndata: {}\n\n");
      end();
    }, PRESENCE_BEAT_MS);
    beat.unref();
    const end = (reason?: "replaced") => {
      if (ended) return;
      ended = true;
      clearInterval(beat);
      open.delete(stream);
      // Told, so that the page does not come straight back and end another in turn.
      if (reason) res.write(`event: ${reason}\ndata: {}\n\n`);
      res.end();
      void leave(deps, presence, viewerId).catch((err) => request.log.warn({ err }, "a room presence was not cleared; it goes stale on its own"));
    };
    const stream = { sessionId: request.session!.id, userId: viewerId, end };
    const mine = [...open].filter((other) => other.userId === viewerId);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - MAX_PAGES_PER_MEMBER + 1))) oldest.end("replaced");
    open.add(stream);
    request.raw.on("close", () => end());
  });
}
