import { createHmac, timingSafeEqual } from "node:crypto";
import { BAD_UNSUBSCRIBE_LINK, type UnsubscribeScope } from "../../../contract/mail-preferences";
import type { Db } from "../../db/client";
import { invalid } from "../../core/errors";
import { turnOffMail } from "./mail-preferences";

/** What links in notification mail are made of: the site's public origin and the signing key. */
export type MailLinks = { publicUrl: string; secret: string };

/** The API address of an unsubscribe: a GET leads to the page that asks first, a POST unsubscribes. */
export const UNSUBSCRIBE_PATH = "/api/mail/unsubscribe";

const signature = (secret: string, userId: number, scope: UnsubscribeScope) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}:${scope}`).digest("base64url");

/**
 * The signed link a notification mail carries (and its List-Unsubscribe header names): anyone
 * holding it may turn off this much of this member's mail, without signing in, and nothing else.
 */
export function unsubscribeUrl(links: MailLinks, userId: number, scope: UnsubscribeScope): string {
  const query = new URLSearchParams({ u: String(userId), k: scope, s: signature(links.secret, userId, scope) });
  return `${links.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

function isSigned(secret: string, userId: number, scope: UnsubscribeScope, given: string): boolean {
  const expected = Buffer.from(signature(secret, userId, scope));
  const offered = Buffer.from(given);
  // Compared in constant time: how long a refusal takes tells nothing of the right signature.
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** Does what a signed link says; a link not signed by us, or for no member, changes nothing. */
export async function unsubscribe(
  db: Db,
  secret: string,
  { userId, scope, signature: given }: { userId: number; scope: UnsubscribeScope; signature: string },
): Promise<UnsubscribeScope> {
  if (!isSigned(secret, userId, scope, given)) throw invalid(BAD_UNSUBSCRIBE_LINK);
  if (!(await turnOffMail(db, userId, scope))) throw invalid("This unsubscribe link is for an account that no longer exists.");
  return scope;
}
