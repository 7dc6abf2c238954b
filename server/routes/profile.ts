import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../contract/common";
import { Profile, UpdateProfileBody } from "../../contract/profile";
import { BannerImageBody, ProfileImageBody } from "../../contract/uploads";
import { CurrentUser } from "../../contract/users";
import { requireUserId } from "../plugins/session";
import { presentCurrentUser, presentPublicUser } from "../presenters/user";
import { findProfile, setProfileImage, updateProfile } from "../services/people/profile";
import type { Deps } from "./deps";

export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/users/:id", { schema: { params: IdParams, response: { 200: Profile } } }, async (request) => {
    const { user, ...standing } = await findProfile(db, { viewerId: requireUserId(request), userId: request.params.id });
    return { ...presentPublicUser(user), ...standing };
  });

  r.put("/api/users/profile", { schema: { body: UpdateProfileBody, response: { 200: CurrentUser } } }, async (request) =>
    presentCurrentUser(await updateProfile(db, requireUserId(request), request.body)),
  );

  r.put("/api/profile-images", { schema: { body: ProfileImageBody, response: { 200: CurrentUser } } }, async (request) =>
    presentCurrentUser(await setProfileImage(deps, requireUserId(request), request.body.profileImageURL, "avatar")),
  );

  r.put("/api/banner-images", { schema: { body: BannerImageBody, response: { 200: CurrentUser } } }, async (request) =>
    presentCurrentUser(await setProfileImage(deps, requireUserId(request), request.body.bannerImageURL, "banner")),
  );
}
