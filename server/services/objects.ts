import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ObjectRow, objects } from "../db/schema";
import { notFound } from "./errors";
import type { ObjectStorage } from "../storage/object-storage";
import { findVisiblePost } from "./visibility";

/**
 * An object is served to whoever may see what it belongs to: profile pictures and banners
 * to anyone signed in, a post's photo to those who may see the post. Anyone else: 404.
 */
export async function findServableObject(db: Db, viewerId: number, key: string): Promise<ObjectRow> {
  const [row] = await db.select().from(objects).where(eq(objects.key, key)).limit(1);
  if (!row) throw notFound();
  if (row.kind === "post") {
    if (!row.postId) throw notFound();
    await findVisiblePost(db, viewerId, row.postId).catch(() => {
      throw notFound();
    });
  }
  return row;
}

/** Forgets replaced or deleted images: their rows went with the transaction, the files now. */
export async function removeObjects(storage: ObjectStorage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (key) await storage.remove(key).catch(() => {});
  }
}

/** `/objects/images/x.webp` -> `images/x.webp`, for our own object paths only. */
export const keyOfPath = (url: string | null) => (url?.startsWith("/objects/") ? url.slice("/objects/".length) : null);
