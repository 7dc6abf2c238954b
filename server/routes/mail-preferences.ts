import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MailPreferences, UnsubscribeQuery, UnsubscribeResult, UpdateMailPreferencesBody } from "../../contract/mail-preferences";
import { requireUserId } from "../plugins/session";
import { getMailPreferences, updateMailPreferences } from "../services/notifications/mail-preferences";
import { UNSUBSCRIBE_PATH, unsubscribe } from "../services/notifications/unsubscribe-links";
import type { Deps } from "./deps";

/** The client's page that explains an unsubscribe link and asks before doing it. */
const UNSUBSCRIBE_PAGE = "/unsubscribe";

// What a link's query may hold on its way to the page: text, checked when the page confirms.
const LinkQuery = z.object({ u: z.string().max(20).optional(), k: z.string().max(40).optional(), s: z.string().max(100).optional() });

export function mailPreferenceRoutes(app: FastifyInstance, { db, mail }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/account/mail-preferences", { schema: { response: { 200: MailPreferences } } }, async (request) =>
    getMailPreferences(db, requireUserId(request)),
  );

  r.put("/api/account/mail-preferences", { schema: { body: UpdateMailPreferencesBody, response: { 200: MailPreferences } } }, async (request) =>
    updateMailPreferences(db, requireUserId(request), request.body),
  );

  // The link in a mail, opened in a browser (or by a mail scanner): it changes nothing and
  // leads to the page, which says what the link stops and asks first.
  r.get(UNSUBSCRIBE_PATH, { schema: { querystring: LinkQuery } }, async (request, reply) => {
    const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return reply.redirect(`${UNSUBSCRIBE_PAGE}?${query}`, 303);
  });

  // The unsubscribe itself, with no session: the link's signature is the permission. The page
  // posts JSON; a mail provider's one-click unsubscribe (RFC 8058) posts the form
  // "List-Unsubscribe=One-Click", urlencoded or multipart. So this one route, in its own scope,
  // takes those bodies too, and ignores them: what to do is all in the signed query.
  app.register(async (scope) => {
    const ignoreBody = { parseAs: "string", bodyLimit: 4096 } as const;
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      scope.addContentTypeParser(type, ignoreBody, (_request, _body, done) => done(null, undefined));
    }
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(UNSUBSCRIBE_PATH, { schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResult } } }, async (request) => {
        const { u, k, s } = request.query;
        return { stopped: await unsubscribe(db, mail.secret, { userId: u, scope: k, signature: s }) };
      });
  });
}
