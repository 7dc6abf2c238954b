import { isColorSupported, prettyFactory } from "pino-pretty";

type Destination = { write(line: string): void };
type Line = { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

// A request's line reads as one: "request completed GET /api/posts/feed 200 (12 ms)".
function message(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as Line;
  const text = String(log[messageKey] ?? "");
  if (!req?.method) return text;
  const took = typeof responseTime === "number" ? ` (${Math.round(responseTime)} ms)` : "";
  return `${text} ${req.method} ${req.url ?? ""} ${res?.statusCode ?? ""}${took}`;
}

/**
 * Log lines for a person at a terminal: the time, the level and the message on one line, the
 * rest indented below. The JSON lines pino writes are reformatted here, in-process and
 * synchronously, then handed to `destination` (the non-blocking stdout writer): no worker
 * thread, and nothing that could wait on a stalled reader.
 */
export function prettyLogOutput(destination: Destination, colorize = isColorSupported): Destination {
  const pretty = prettyFactory({
    colorize,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,req,res,responseTime",
    messageFormat: message,
  });
  return { write: (line) => destination.write(pretty(line)) };
}
