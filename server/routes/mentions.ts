import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MentionSuggestionsQuery } from "../../contract/mentions";
import { PublicUser } from "../../contract/users";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentPublicUser } from "../presenters/user";
import { mentionSuggestions } from "../services/people/mention-suggestions";
import type { Deps } from "./deps";

/** Whom a writer may mention, as they type an "@" and the start of a name. */
export function mentionRoutes(app: FastifyInstance, { readDb }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/mentions/suggestions",
    { preValidation: signedInFirst, schema: { querystring: MentionSuggestionsQuery, response: { 200: z.array(PublicUser) } } },
    async (request) => (await mentionSuggestions(readDb, { viewerId: requireUserId(request), ...request.query })).map(presentPublicUser),
  );
}
