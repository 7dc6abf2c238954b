import { and, eq, lte } from "drizzle-orm";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type AccountHoldRow, accountHolds } from "../../db/schema";
import { forbidden } from "../../core/errors";

// An account a moderator held back cannot sign in, and is told why: a ban until an admin lifts
// it, a suspension until its time has passed. Its sessions were ended when the hold was made.

const DAY_MS = 24 * 60 * 60 * 1000;

/** "1 December 2026": the day a suspension ends, as a notice, a mail and a refusal say it. */
const longDate = (at: Date): string => at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** When a suspension of `days` made now ends. */
export const suspensionEnd = (now: Clock, days: number): Date => new Date(now() + days * DAY_MS);

/** The hold on the account, if one stands at `now` (a suspension whose time has passed does not; holdStands in SQL). */
export function standingHold(hold: AccountHoldRow | undefined, now: Clock): AccountHoldRow | null {
  if (!hold) return null;
  if (hold.kind === "suspension" && hold.until && hold.until.getTime() <= now()) return null;
  return hold;
}

/**
 * Refuses to sign in a held account, with the reason; a suspension whose time has passed is
 * lifted here, and the member comes back. Asked only once the password was right, so that the
 * answer tells nothing to someone guessing.
 */
export async function refuseHeldAccount(db: Db, now: Clock, userId: number): Promise<void> {
  const [hold] = await db.select().from(accountHolds).where(eq(accountHolds.userId, userId)).limit(1);
  if (!hold) return;
  if (standingHold(hold, now)) {
    if (hold.kind === "ban") throw forbidden(`This account has been banned: ${hold.reason}`);
    const until = hold.until ? longDate(hold.until) : "further notice";
    throw forbidden(`This account is suspended until ${until}: ${hold.reason}`);
  }
  await db
    .delete(accountHolds)
    .where(and(eq(accountHolds.userId, userId), eq(accountHolds.kind, "suspension"), lte(accountHolds.until, new Date(now()))));
}
