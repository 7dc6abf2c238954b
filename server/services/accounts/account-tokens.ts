import { randomBytes } from "node:crypto";
import type { AccountMail } from "../../core/context";
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { INVALID_LINK } from "../../../contract/account-credentials";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type AccountTokenPurpose, accountTokens } from "../../db/schema";
import { invalid } from "../../core/errors";
import { hashToken } from "./sessions";

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export const HOUR_MS = 60 * 60 * 1000;

/** A new link's secret (for the mail) and the id it is kept under (its SHA-256: a leaked table opens nothing). */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashToken(token) };
}

/** The address a mailed link opens: a page of the client, which posts the token (a mail scanner's GET changes nothing). */
export const linkTo = (mail: AccountMail, page: "reset-password" | "verify-email", token: string) => `${mail.publicUrl}/${page}?token=${token}`;

/** Stores a link for the member, clearing their links of any purpose that have expired. */
export async function storeToken(
  tx: Db,
  now: Clock,
  link: { id: string; userId: number; purpose: AccountTokenPurpose; email: string; ttlMs: number },
): Promise<void> {
  const at = now();
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, link.userId), lte(accountTokens.expiresAt, new Date(at))));
  await tx.insert(accountTokens).values({
    id: link.id,
    userId: link.userId,
    purpose: link.purpose,
    email: link.email,
    expiresAt: new Date(at + link.ttlMs),
  });
}

/**
 * Takes a link for one use: deletes it and returns it, or refuses with one message for
 * every kind of miss (unknown, used, expired, another purpose's). Run it in the
 * transaction that acts on the link, so that a refusal later on leaves the link as it was,
 * and two uses at once find it once.
 */
export async function takeToken(tx: Db, now: Clock, token: string, purposes: AccountTokenPurpose[]): Promise<AccountTokenRow> {
  const [row] = await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), inArray(accountTokens.purpose, purposes)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now()) throw invalid(INVALID_LINK);
  return row;
}

/**
 * Refuses a link that is not live before costly work (a password hash) is done for it; the
 * transaction that acts on it still takes it with `takeToken`.
 */
export async function expectLiveToken(db: Db, now: Clock, token: string, purposes: AccountTokenPurpose[]): Promise<void> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), inArray(accountTokens.purpose, purposes), gt(accountTokens.expiresAt, new Date(now()))))
    .limit(1);
  if (!row) throw invalid(INVALID_LINK);
}

/** Drops the member's outstanding links of these purposes (a newer one, or a change, makes them stale). */
export async function dropTokens(tx: Db, userId: number, purposes: AccountTokenPurpose[]): Promise<void> {
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, purposes)));
}

/**
 * Whether `email` is held for an account other than `exceptUserId` by a live link that takes
 * that account back to it. An account moved off its address (by its owner, or by an intruder
 * who knew the password) keeps the address until its restore link expires: were anyone else
 * to take it meanwhile, the owner's way back would fail.
 */
export async function heldForRestore(db: Db, now: Clock, email: string, exceptUserId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        sql`lower(${accountTokens.email}) = lower(${email})`,
        eq(accountTokens.purpose, "restore-email"),
        gt(accountTokens.expiresAt, new Date(now())),
        exceptUserId === null ? undefined : ne(accountTokens.userId, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
