import type { ServerOptions } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Config } from "../core/config";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a file: its body may take the upload time limit, not the request one. */
    fileUpload?: boolean;
  }
}

const TIMED_OUT = "The request took too long to arrive";

// Longer than the idle timeout of the proxies in front of us (60 s is usual), so that it is
// always the proxy that closes an idle kept-alive connection, never us under its feet.
const KEEP_ALIVE_MS = 72_000;

/** Answers straight on the socket, in our error shape (unless a reply has begun), and hangs up. */
function hangUp(socket: Socket, status: string, message: string, answer = true) {
  if (socket.destroyed) return;
  if (answer && socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const timedOut = (socket: Socket, answer = true) => hangUp(socket, "408 Request Timeout", TIMED_OUT, answer);

type TimeoutOptions = Pick<FastifyServerOptions, "requestTimeout" | "connectionTimeout" | "keepAliveTimeout" | "clientErrorHandler"> & {
  http: ServerOptions;
};

/**
 * Fastify's server options for slow clients. Node itself holds every request to the upload
 * limit (its `requestTimeout`, the longest any request may take to arrive) and its headers
 * to the request limit; `registerBodyDeadline` holds every other body to the request limit.
 * A connection silent both ways for twice the request limit is dropped; an event stream
 * opts out of that (it is silent between events by design, and has its heartbeat).
 */
export function serverTimeouts({ requestMs, uploadMs }: Config["timeouts"]): TimeoutOptions {
  const longest = Math.max(requestMs, uploadMs);
  return {
    requestTimeout: longest,
    connectionTimeout: 2 * requestMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      requestTimeout: longest,
      headersTimeout: requestMs,
      // How often Node looks for requests past their time: a tenth of the shorter limit.
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.round(Math.min(requestMs, uploadMs) / 10))),
    },
    // Node's own timeouts and malformed requests, answered in our error shape.
    clientErrorHandler(error, socket) {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return timedOut(socket);
      if (error.code === "HPE_HEADER_OVERFLOW")
        return hangUp(socket, "431 Request Header Fields Too Large", "The request's headers are too large");
      hangUp(socket, "400 Bad Request", "Bad request");
    },
  };
}

/**
 * A request's body must arrive within the request limit of its headers' arrival (a file's
 * within the upload limit, which Node enforces): one trickled a byte at a time would
 * otherwise hold its connection open for ever.
 */
export function registerBodyDeadline(app: FastifyInstance, requestMs: number) {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"] ?? 0) > 0;
    // (An injected request has no connection to hold open: its socket is a stand-in.)
    const connected = raw.socket instanceof Socket;
    if (!hasBody || !connected || raw.complete || request.routeOptions.config.fileUpload) return done();
    const timer = setTimeout(() => {
      if (!raw.complete) timedOut(raw.socket, !reply.raw.headersSent);
    }, requestMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once("end", stop);
    raw.once("close", stop);
    done();
  });
}
