import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ObjectRow, objects } from "../db/schema";
import { notFound } from "../core/errors";
import { isStaff } from "./moderation";
import { personShownTo } from "./person";
import { findVisiblePost } from "./post";

/**
 * A stored image is served to whoever may see what it belongs to: profile pictures and
 * banners to anyone signed in who is shown their owner (./person), a post's photo to those
 * who may see the post; either to the moderators and admins who judge them. To anyone else
 * it does not exist (404).
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
    const visible = await findVisiblePost(db, { viewerId, postId: row.postId }).then(
      () => true,
      () => false,
    );
    if (!visible && !(await isStaff(db, viewerId))) throw notFound();
  } else if (!ownerShown && !(await isStaff(db, viewerId))) throw notFound();
  return row;
}
