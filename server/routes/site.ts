import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { SignUpAnswerBody, SiteSettings, UpdateSiteSettingsBody, WaitingSignUp } from "../../contract/site";
import { requireUserId } from "../plugins/session";
import { isoTime } from "../presenters/post";
import { answerSignUp, waitingSignUps } from "../services/site/signup-approvals";
import { getSiteSettings, updateSiteSettings } from "../services/site/site-settings";
import type { Deps } from "./deps";

const publicSettings = ({ homeChurchId: _id, ...settings }: Awaited<ReturnType<typeof getSiteSettings>>): SiteSettings => settings;

export function siteRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Open to visitors: the sign-up page shows the site's name, welcome, rules and whether it may sign them up.
  r.get("/api/site", { schema: { response: { 200: SiteSettings } } }, async () => publicSettings(await getSiteSettings(db)));

  r.put("/api/site", { schema: { body: UpdateSiteSettingsBody, response: { 200: SiteSettings } } }, async (request) =>
    publicSettings(await updateSiteSettings(deps, requireUserId(request), request.body)),
  );

  r.get("/api/admin/sign-ups", { schema: { response: { 200: z.array(WaitingSignUp) } } }, async (request) =>
    (await waitingSignUps(db, requireUserId(request))).map(({ user, requestedAt }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      requestedAt: isoTime(requestedAt),
    })),
  );

  r.put("/api/admin/sign-ups/:id", { schema: { params: IdParams, body: SignUpAnswerBody } }, async (request, reply) => {
    await answerSignUp(deps, { staffId: requireUserId(request), userId: request.params.id }, request.body.admit);
    return reply.code(204).send();
  });
}
