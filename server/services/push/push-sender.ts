import http from "node:http";
import https from "node:https";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import type { Log } from "../../core/log";
import { publicOnlyLookup } from "../../core/public-addresses";
import { endpointRefusal } from "./push-endpoints";
import type { VapidKeys } from "./push-keys";

/** One notice as a browser shows it; `url` is a path on the site, opened when it is clicked. */
type PushMessage = { title: string; body: string; url: string; tag: string };
export type PushNotice = PushMessage & { userId: number };

/** Hands notices to push, and never waits for them: pushing happens beside whatever asked. */
export interface PushSender {
  push(notices: PushNotice[]): void;
  /** How many batches of notices are being pushed now (in this process's memory, not queued in the database). */
  underWay(): number;
  /** Waits for the pushes under way. */
  close(): Promise<void>;
}

export type PushOptions = {
  keys: VapidKeys;
  /** Endpoints on http: or local hosts are pushed to (local testing only). */
  allowLocal: boolean;
  log: Log;
};

// A notice a day old is stale news: a phone off for longer is not pushed it on return.
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
// Pushes in flight at once, across all the notices handed over together.
const CONCURRENCY = 8;
/** Failed pushes in a row, with none delivered between, after which a subscription is dropped. */
export const MAX_PUSH_FAILURES = 10;
// A push message carries at most about 4 kB; a notice's text is cut well short of that.
const MAX_BODY = 1000;

type Outcome = { kind: "delivered" } | { kind: "gone"; status: number } | { kind: "failed"; status?: number; error?: string };

function post(endpoint: string, headers: Record<string, string | number>, body: Buffer, allowLocal: boolean): Promise<number> {
  const url = new URL(endpoint);
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers, timeout: TIMEOUT_MS, lookup: allowLocal ? undefined : publicOnlyLookup }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("push service did not answer in time")));
    req.on("error", reject);
    req.end(body);
  });
}

type Subscription = { id: number; userId: number; endpoint: string; p256dh: string; auth: string };

async function deliver(sub: Subscription, message: PushMessage, { keys, allowLocal }: PushOptions): Promise<Outcome> {
  const refusal = endpointRefusal(sub.endpoint, allowLocal);
  if (refusal) return { kind: "failed", error: refusal };
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify({ ...message, body: message.body.slice(0, MAX_BODY) }),
      { vapidDetails: keys, TTL: TTL_SECONDS, contentEncoding: "aes128gcm" },
    );
    const status = await post(details.endpoint, details.headers as Record<string, string | number>, details.body, allowLocal);
    if (status >= 200 && status < 300) return { kind: "delivered" };
    // The browser unsubscribed, or the push service forgot it: it will never take a push again.
    if (status === 404 || status === 410) return { kind: "gone", status };
    return { kind: "failed", status };
  } catch (err) {
    return { kind: "failed", error: err instanceof Error ? err.message : String(err) };
  }
}

async function record(db: Db, sub: Subscription, outcome: Outcome, log: Log): Promise<void> {
  if (outcome.kind === "delivered") {
    await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()`, failures: 0 }).where(eq(pushSubscriptions.id, sub.id));
    return;
  }
  // Which push service, never the endpoint's path or the keys: those are the subscription's secrets.
  const where = { subscriptionId: sub.id, userId: sub.userId, host: new URL(sub.endpoint).host };
  if (outcome.kind === "gone") {
    // Unless the browser subscribed again meanwhile, with new keys.
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.p256dh, sub.p256dh)));
    log.info({ ...where, status: outcome.status }, "push subscription gone; removed");
    return;
  }
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, sub.id))
    .returning({ failures: pushSubscriptions.failures });
  const dropped = row !== undefined && row.failures >= MAX_PUSH_FAILURES;
  if (dropped) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
  log.warn(
    { ...where, status: outcome.status, error: outcome.error, failures: row?.failures },
    dropped ? "push failed too often; subscription removed" : "push failed",
  );
}

/** Pushes each notice to every browser its recipient subscribed; each outcome is recorded on its subscription. */
async function pushNotices(db: Db, notices: PushNotice[], options: PushOptions): Promise<void> {
  if (notices.length === 0) return;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const subs = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  const jobs = notices.flatMap(({ userId, ...message }) => subs.filter((s) => s.userId === userId).map((sub) => ({ sub, message })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { sub, message } = jobs[next++]!;
      await record(db, sub, await deliver(sub, message, options), options.log);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
}

/** Pushes in the background: a failing or slow push service never holds up what handed the notices over. */
export function startPushSender(db: Db, options: PushOptions): PushSender {
  const underWay = new Set<Promise<void>>();
  let closed = false;
  return {
    push(notices) {
      if (closed || notices.length === 0) return;
      const run: Promise<void> = pushNotices(db, notices, options)
        .catch((err) => options.log.error({ err }, "pushing notices failed"))
        .finally(() => underWay.delete(run));
      underWay.add(run);
    },
    underWay: () => underWay.size,
    async close() {
      closed = true;
      await Promise.all(underWay);
    },
  };
}
