import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SlugParams } from "../../contract/churches";
import { IdParams } from "../../contract/common";
import { HomeFeedBody, HomeFeedSetting } from "../../contract/home-feed-settings";
import { requireUserId } from "../plugins/session";
import { churchHomeFeed, groupHomeFeed, setChurchHomeFeed, setGroupHomeFeed } from "../services/home-feed/home-feed-settings";
import type { Deps } from "./deps";

/** Each member's choice of what a group's or a church's posts bring to their home feed. */
export function homeFeedSettingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = { response: { 200: HomeFeedSetting } };

  r.get("/api/groups/:id/home-feed", { schema: { params: IdParams, ...answer } }, async (request) =>
    groupHomeFeed(deps, { viewerId: requireUserId(request), groupId: request.params.id }),
  );
  r.put("/api/groups/:id/home-feed", { schema: { params: IdParams, body: HomeFeedBody, ...answer } }, async (request) =>
    setGroupHomeFeed(deps, { viewerId: requireUserId(request), groupId: request.params.id }, request.body.feed),
  );
  r.get("/api/churches/:slug/home-feed", { schema: { params: SlugParams, ...answer } }, async (request) =>
    churchHomeFeed(deps, { viewerId: requireUserId(request), church: request.params.slug }),
  );
  r.put("/api/churches/:slug/home-feed", { schema: { params: SlugParams, body: HomeFeedBody, ...answer } }, async (request) =>
    setChurchHomeFeed(deps, { viewerId: requireUserId(request), church: request.params.slug }, request.body.feed),
  );
}
