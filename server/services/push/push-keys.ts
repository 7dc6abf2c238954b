import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { PushSettings } from "../../core/config";
import type { Db } from "../../db/client";
import { meta } from "../../db/schema";

const KEY = "vapid_keys";

/** What signs this site's pushes (RFC 8292): the key pair, and whom push services may contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair made once and kept in the
 * database, like the site's signing secret. A browser's subscription is bound to the public key
 * it was made with, so every app process on the database must push with the same pair, and it
 * must outlive restarts: a new pair would silently orphan every subscription.
 */
export async function loadVapidKeys(db: Db, settings: PushSettings): Promise<VapidKeys> {
  if (settings.keys) return { ...settings.keys, subject: settings.subject };
  const stored = async () => (await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY)))[0]?.value;
  let value = await stored();
  if (value === undefined) {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    // Two processes starting together: the first pair written is the one both use.
    await db
      .insert(meta)
      .values({ key: KEY, value: JSON.stringify({ publicKey, privateKey }) })
      .onConflictDoNothing();
    value = (await stored())!;
  }
  const { publicKey, privateKey } = JSON.parse(value) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: settings.subject };
}
