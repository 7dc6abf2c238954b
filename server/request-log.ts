import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

// A request that takes longer than this to answer is worth a look even when it succeeded.
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's lines about each request, made quiet when all is well: one line per request once
 * it is answered (none when it comes in), at error for a 5xx or a failed response, at warn
 * when it took longer than SLOW_REQUEST_MS, and at debug otherwise, successes and refusals
 * (4xx) alike. At the default level a healthy server writes nothing per request;
 * LOG_LEVEL=debug shows every one.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else if (reply.statusCode >= 500) reply.log.error(line, "request completed");
    else if (responseTime > SLOW_REQUEST_MS) reply.log.warn(line, "request completed");
    else reply.log.debug(line, "request completed");
  }
}
