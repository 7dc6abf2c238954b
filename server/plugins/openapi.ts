import fs from "node:fs";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { PACKAGE_JSON } from "../paths/project-paths";
import { SESSION_COOKIE } from "./session";

export const OPENAPI_PATH = "/api/openapi.json";

/** Routes a visitor may call. Every other route needs the session cookie (else 401). */
export const OPEN_ROUTES: ReadonlySet<string> = new Set([
  "GET /healthz",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  // Asked by someone who cannot sign in; then a mailed link's token is the permission.
  "POST /api/auth/password/forgot",
  "POST /api/auth/password/reset",
  "POST /api/auth/email/verify",
  "GET /api/login",
  "GET /api/logout",
  "POST /api/logout",
  // The upload URL's signature is the permission, not a session.
  "PUT /api/objects/uploads/:id",
  // So is an unsubscribe link's: a mail provider's one-click unsubscribe has no session.
  "GET /api/mail/unsubscribe",
  "POST /api/mail/unsubscribe",
  // The sign-up page shows the site's name, rules and whether it takes sign-ups at all.
  "GET /api/site",
  // A church's invitation link shows which church it leads to before its scanner signs up.
  "GET /api/church-links/:code",
  // So does a member's invitation to the site: its holder sees who invited them.
  "GET /api/site-invitations/:code",
  // A member's calendar feed is read by calendar apps: the secret in its address is the permission.
  "GET /api/calendar/:token",
]);

const { version } = JSON.parse(fs.readFileSync(PACKAGE_JSON, "utf8")) as { version: string };

/**
 * The OpenAPI 3.1 description of every route, generated from the routes' zod schemas and
 * served as JSON at OPENAPI_PATH (no viewer is bundled). Routes added before this is
 * registered are not seen, so it comes before all of them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Koinonia API",
        version,
        description:
          "Errors answer `{ message }`. Sign in with POST /api/auth/login (or sign up with POST /api/auth/register) to receive the session cookie.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      },
      security: [{ session: [] }],
    },
    transform(document) {
      const { schema, url } = jsonSchemaTransform(document);
      const method = [document.route.method].flat().join(",");
      if (!OPEN_ROUTES.has(`${method} ${document.url}`)) return { schema, url };
      return { schema: { ...schema, security: [] }, url };
    },
    transformObject: jsonSchemaTransformObject,
  });

  // The document describes the API, not itself.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
