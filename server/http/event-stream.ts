import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Takes the response over from Fastify as a stream of server-sent events and sends its head;
 * the caller writes the events and ends it.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  // Silence between events is normal here: the connection's idle timeout is not for a
  // stream (each stream's heartbeat finds a client that has gone or stopped reading).
  request.raw.socket.setTimeout(0);
  // Hijacked, the reply sends nothing itself: its headers (the security set) go out here.
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  return res;
}
