import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SEARCH_PAGE_SIZE, SearchQuery, SearchResults } from "../../contract/search";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentChurchSummary } from "../presenters/church";
import { presentOccurrence } from "../presenters/event";
import { presentGroup } from "../presenters/group";
import { presentPersonResult, presentPostResult } from "../presenters/search";
import { searchChurchPages } from "../services/search/churches";
import { searchEvents } from "../services/search/events";
import { searchGroups } from "../services/search/groups";
import { searchPeople } from "../services/search/people";
import { searchPosts } from "../services/search/posts";
import type { Deps } from "./deps";

export function searchRoutes(app: FastifyInstance, { readDb, config, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/search",
    { preValidation: signedInFirst, schema: { querystring: SearchQuery, response: { 200: SearchResults } } },
    async (request): Promise<SearchResults> => {
      const { q, type, sort, cursor, limit = SEARCH_PAGE_SIZE } = request.query;
      const ask = { viewerId: requireUserId(request), text: q, limit, cursor };
      if (type === "people") {
        const page = await searchPeople(readDb, ask);
        return { type, items: page.items.map(presentPersonResult), nextCursor: page.nextCursor };
      }
      if (type === "groups") {
        const page = await searchGroups(readDb, ask);
        return { type, items: page.items.map(presentGroup), nextCursor: page.nextCursor };
      }
      if (type === "churches") {
        const page = await searchChurchPages(readDb, ask);
        return { type, items: page.items.map(presentChurchSummary), nextCursor: page.nextCursor };
      }
      if (type === "events") {
        const page = await searchEvents(readDb, now, ask);
        return { type, items: page.items.map(presentOccurrence), nextCursor: page.nextCursor };
      }
      const page = await searchPosts(readDb, ask, sort, config.postSearch);
      return { type, items: page.items.map(presentPostResult), nextCursor: page.nextCursor };
    },
  );
}
