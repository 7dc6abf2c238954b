import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ObjectRow, objects } from "../db/schema";
import { notFound } from "../services/errors";
import { personShownTo } from "./person";
import { findVisiblePost } from "./post";

/**
 * A stored image is served to whoever may see what it belongs to: profile pictures and
 * banners to anyone signed in who is shown their owner (./person), a post's photo to those
 * who may see the post. To anyone else it does not exist (404).
 */
export async function findServableObject(db: Db, viewerId: number, key: string): Promise<ObjectRow> {
  const [found] = await db
    .select({ row: objects, ownerShown: personShownTo({ viewerId, personId: sql`${objects.ownerId}` }) })
    .from(objects)
    .where(eq(objects.key, key))
    .limit(1);
  if (!found) throw notFound();
  const { row, ownerShown } = found;
  if (row.kind === "post") {
    if (!row.postId) throw notFound();
    await findVisiblePost(db, { viewerId, postId: row.postId }).catch(() => {
      throw notFound();
    });
  } else if (!ownerShown) throw notFound();
  return row;
}
