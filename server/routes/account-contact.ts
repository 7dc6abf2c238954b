import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ContactDetails, ContactDetailsBody } from "../../contract/contact-details";
import { requireUserId } from "../plugins/session";
import { getContactDetails, setContactDetails } from "../services/people/contact-details";
import type { Deps } from "./deps";

export function accountContactRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The member's private phone and birthday, which each church's directory shows only if they choose.
  r.get("/api/account/contact", { schema: { response: { 200: ContactDetails } } }, async (request) =>
    getContactDetails(db, requireUserId(request)),
  );

  r.put("/api/account/contact", { schema: { body: ContactDetailsBody, response: { 200: ContactDetails } } }, async (request) =>
    setContactDetails(db, requireUserId(request), request.body),
  );
}
