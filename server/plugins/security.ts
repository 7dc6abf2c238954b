import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import type { Config } from "../config";
import { forbidden } from "../http/errors";
import { isSecure } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSecurity(app: FastifyInstance, config: Config, uploadOrigins: string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Uppy position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Video posts link to http(s) video files hosted elsewhere.
        mediaSrc: ["'self'", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        // Uploads go straight to the object store when it is S3.
        connectSrc: ["'self'", ...uploadOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Sent below only over HTTPS, where it means something.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    if (isSecure(request, config)) {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  });

  // CSRF: writes only come as JSON (no other body parser is registered) and never from
  // another site's page. Browsers send Origin with every cross-site write.
  const allowed = new Set(config.allowedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== `${request.protocol}://${request.host}` && !allowed.has(origin)) {
        throw forbidden("Cross-site request refused");
      }
    } else if (request.headers["sec-fetch-site"] === "cross-site") {
      throw forbidden("Cross-site request refused");
    }
  });
}
