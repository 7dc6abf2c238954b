import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VerseOfTheDay, VerseOfTheDayQuery } from "../../contract/bible-verse-of-the-day";
import { requireUserId, signedInFirst } from "../plugins/session";
import { verseOfTheDay } from "../services/bible/verse-of-the-day";
import type { Deps } from "./deps";

/** The verse of the day on the home page, for members; a visitor is asked to sign in before their query is judged. */
export function bibleVerseOfTheDayRoutes(app: FastifyInstance, { readDb, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/bible/verse-of-the-day",
    { preValidation: signedInFirst, schema: { querystring: VerseOfTheDayQuery, response: { 200: VerseOfTheDay } } },
    async (request) => verseOfTheDay(readDb, now, { viewerId: requireUserId(request), ...request.query }),
  );
}
