import type { FastifyServerOptions } from "fastify";
import { stdSerializers } from "pino";
import { loggableError } from "./db/loggable-error";

export type LoggerOptions = Exclude<FastifyServerOptions["logger"], undefined>;

/** The app logger's options: every error it is handed is logged without what people typed. */
export function loggerOptions(options: LoggerOptions): LoggerOptions {
  if (options === false) return false;
  const base = options === true ? {} : options;
  return { ...base, serializers: { ...base.serializers, err: (err: Error) => stdSerializers.err(loggableError(err) as Error) } };
}
