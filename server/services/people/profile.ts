import { eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { RELATIONSHIPS } from "../../../contract/profile";
import { type Db, queryRows } from "../../db/client";
import { type UserRow, connections, objects, users } from "../../db/schema";
import { notFound } from "../../core/errors";
import { keyOfPath, removeObjects } from "../files/objects";
import { attachImage, prepareImage, withImage } from "../files/uploads";
import { markSuggestionsDue } from "./suggestion-lists";
import { findUserById } from "./users";
import { pairRow } from "../../policies/connection";
import { churchIsUp } from "../../policies/church";
import { findVisiblePerson, mutedBy } from "../../policies/person";
import { PROFILE_IMAGE_MAX_BYTES } from "../../../contract/limits";

type ProfileFields = {
  firstName: string;
  lastName: string;
  churchAffiliation: string | null;
  location: string | null;
  aboutMe: string | null;
};

export async function updateProfile(db: Db, userId: number, fields: ProfileFields): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound("User not found");
  // Their church and place choose some of the people suggested to them.
  await markSuggestionsDue(db, [userId]);
  return row;
}

/** Whoever asks (the viewer) and the person they ask about. */
type ViewerAndUser = { viewerId: number; userId: number };

/** Where the viewer stands with another person, and the pending request between them. */
async function relationship(
  db: Db,
  { viewerId, userId }: ViewerAndUser,
): Promise<{ relationship: (typeof RELATIONSHIPS)[number]; requestId: number | null }> {
  if (viewerId === userId) return { relationship: "self", requestId: null };
  const [row] = await db.select().from(connections).where(pairRow(viewerId, userId)).limit(1);
  if (!row || row.status === "rejected") return { relationship: "none", requestId: null };
  if (row.status === "accepted") return { relationship: "connected", requestId: null };
  return { relationship: row.requesterId === viewerId ? "request_sent" : "request_received", requestId: row.id };
}

export async function findProfile(db: Db, { viewerId, userId }: ViewerAndUser) {
  const user = await findVisiblePerson(db, { viewerId, userId });
  const [row] = await queryRows<{ muted: boolean; churches: { slug: string; name: string }[] }>(
    db,
    sql`select ${mutedBy({ viewerId, authorId: userId })} as muted,
      coalesce((select json_agg(json_build_object('slug', churches.slug, 'name', churches.name) order by churches.name, churches.id)
        from church_members cm join churches on churches.id = cm.church_id
        where cm.user_id = ${userId} and ${churchIsUp}), '[]'::json) as churches`,
  );
  return { user, ...(await relationship(db, { viewerId, userId })), muted: row!.muted, churches: row!.churches };
}

/** A new profile picture or banner from an upload; the one it replaces is deleted. */
export async function setProfileImage({ db, storage }: Context, userId: number, uploadUrl: string, kind: "avatar" | "banner"): Promise<UserRow> {
  const image = await prepareImage(db, storage, userId, uploadUrl, kind, PROFILE_IMAGE_MAX_BYTES);
  const column = kind === "avatar" ? "profileImageUrl" : "bannerImageUrl";
  const { user, replaced } = await withImage(storage, image, (prepared) =>
    db.transaction(async (tx) => {
      const before = await findUserById(tx, userId);
      const url = await attachImage(tx, prepared, { userId, kind });
      const [user] = await tx
        .update(users)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      const replaced = keyOfPath(before?.[column] ?? null);
      if (replaced) await tx.delete(objects).where(eq(objects.key, replaced));
      return { user: user!, replaced };
    }),
  );
  await removeObjects(storage, [replaced]);
  return user;
}
