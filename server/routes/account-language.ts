import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LanguageBody } from "../../contract/language-setting";
import { requireUserId } from "../plugins/session";
import { setLanguage } from "../services/people/users";
import type { Deps } from "./deps";

export function accountLanguageRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The language the member reads the app and their mail in (GET /api/auth/user tells it).
  r.put("/api/account/language", { schema: { body: LanguageBody, response: { 200: LanguageBody } } }, async (request) =>
    setLanguage(db, requireUserId(request), request.body.language),
  );
}
