import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { notFound } from "../../core/errors";
import { checkEndpoint } from "./push-endpoints";

/** How many browsers one member is pushed to: past it, the one subscribed longest ago goes. */
export const MAX_PUSH_DEVICES = 20;

export type PushDeviceRow = { id: number; endpoint: string; userAgent: string | null; createdAt: Date };

const deviceColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  userAgent: pushSubscriptions.userAgent,
  createdAt: pushSubscriptions.createdAt,
};

export type NewPushSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | undefined;
  /** Endpoints on http: or local hosts are taken (local testing only). */
  allowLocal: boolean;
};

/**
 * Pushes the member's notices to this browser from now on. Subscribing an endpoint again
 * (the same browser, perhaps with new keys, perhaps now signed in as someone else) updates
 * the one row: a browser is pushed only the notices of whoever subscribed it last.
 */
export async function subscribeToPush(db: Db, s: NewPushSubscription): Promise<PushDeviceRow> {
  checkEndpoint(s.endpoint, s.allowLocal);
  const userAgent = s.userAgent?.slice(0, 512) ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: s.userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, userAgent })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: s.userId,
          p256dh: s.p256dh,
          auth: s.auth,
          userAgent,
          failures: 0,
          // A browser handed to another member is a new device to them.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${s.userId} then ${pushSubscriptions.createdAt} else now() end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${s.userId} then ${pushSubscriptions.lastSuccessAt} end`,
        },
      })
      .returning(deviceColumns);
    await tx.execute(sql`delete from push_subscriptions where user_id = ${s.userId} and id not in (
        select id from push_subscriptions where user_id = ${s.userId} order by created_at desc, id desc limit ${MAX_PUSH_DEVICES})`);
    return row!;
  });
}

/** Stops pushing to this browser: only the member it pushes to may stop it. */
export async function unsubscribeFromPush(db: Db, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound("No push subscription of yours has that endpoint");
}

/** The browsers pushed the member's notices, the newest first. */
export function listPushDevices(db: Db, userId: number): Promise<PushDeviceRow[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}
