import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { meta } from "../db/schema";

const KEY = "signing_secret";

/**
 * The key that signs links the app hands out to be used without signing in (a mail's
 * unsubscribe link): APP_SECRET when set, otherwise one made once and kept in the database,
 * so that every app process on it signs and checks alike, with or without a data folder.
 */
export async function loadSiteSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(meta)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY));
  return row!.value;
}
