import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BibleSearchQuery, BibleSearchResults } from "../../contract/bible-search";
import { signedInFirst } from "../plugins/session";
import { searchBible } from "../services/bible/bible-search";

/** Words and phrases in a translation of the Bible, for members; a visitor is asked to sign in before the query is judged. */
export function bibleSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/bible/search",
    { preValidation: signedInFirst, schema: { querystring: BibleSearchQuery, response: { 200: BibleSearchResults } } },
    async (request) => searchBible(request.query.translation, request.query.q, request.query.cursor),
  );
}
