import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { Config } from "../core/config";
import { HttpError, clientStatus } from "../http/errors";
import type { DomainError } from "../core/errors";
import { applySecurityHeaders, securityHeaders } from "./security";

type Issue = { instancePath: string; message?: string };

// Zod's own wording ("Invalid input: expected string...") needs the field named to be
// useful; our contract's custom messages already say which field they are about.
function describe(issue: Issue): string {
  const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const message = issue.message ?? "is invalid";
  const generic = /^(Invalid (input|option|string|number|type|element|key|union|value|format)\b|Unrecognized|Too (big|small)|Expected)/.test(
    message,
  );
  return field && generic ? `${field}: ${message}` : message;
}

/** One error shape, `{ message }`, for every failure; never a stack trace or SQL text. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const refused = clientStatus(thrown);
    if (refused !== undefined) {
      if (thrown instanceof HttpError) reply.headers(thrown.headers);
      return reply.code(refused).send({ message: thrown.message });
    }
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describe(error.validation[0] as Issue) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong Content-Type, body too large...)
      // carry safe messages; 429s from the rate limiter carry their own headers.
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported Content-Type: send JSON with Content-Type application/json";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case undefined:
      if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
        return "The request body is not valid JSON";
      }
      return error.message || "Bad request";
    default:
      return error.message || "Bad request";
  }
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a URL whose
 * percent-encoding is broken, a path parameter too long) answers like everything else, in our
 * shape and with our security headers. (Fastify builds these requests without the proxy
 * trust, so HSTS goes out here only on a connection that is itself HTTPS; every other answer
 * renews it.)
 */
export function frameworkErrorHandler(config: Config, uploadOrigins: string[]) {
  const headers = securityHeaders(uploadOrigins);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(request, reply, config, headers);
    reply.header("cache-control", "no-store");
    switch (error.code) {
      case "FST_ERR_BAD_URL":
        return reply.code(400).send({ message: "Malformed URL" });
      case "FST_ERR_MAX_PARAM_LENGTH":
        return reply.code(414).send({ message: "The URL is too long" });
      default:
        request.log.error({ err: error }, "request failed");
        return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
    }
  };
}
