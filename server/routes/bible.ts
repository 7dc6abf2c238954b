import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BibleChapter, BiblePassage, BibleTranslation, ChapterParams, PassageQuery } from "../../contract/bible";
import { signedInFirst } from "../plugins/session";
import { bibleChapter, biblePassage, bibleTranslations } from "../services/bible/bible-library";

/**
 * The Bible, for members: the translations, a chapter to read, a passage to show beside a
 * reference. A visitor is asked to sign in before their address or query is judged.
 */
export function bibleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/bible/translations", { preValidation: signedInFirst, schema: { response: { 200: z.array(BibleTranslation) } } }, async () =>
    bibleTranslations(),
  );

  r.get(
    "/api/bible/passage",
    { preValidation: signedInFirst, schema: { querystring: PassageQuery, response: { 200: BiblePassage } } },
    async (request) => biblePassage(request.query.translation, request.query.ref),
  );

  r.get(
    "/api/bible/:translation/:book/:chapter",
    { preValidation: signedInFirst, schema: { params: ChapterParams, response: { 200: BibleChapter } } },
    async (request) => bibleChapter(request.params.translation, request.params.book, request.params.chapter),
  );
}
