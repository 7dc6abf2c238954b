import { and, eq } from "drizzle-orm";
import type { SafetyState } from "../../../contract/safety";
import type { Db } from "../../db/client";
import { mutes } from "../../db/schema";
import { invalid } from "../../core/errors";
import { safetyState } from "./keep-away";
import { findVisiblePerson } from "../../policies/person";

// A mute keeps someone's posts out of the muter's home feed (policies/post.ts feedShows) and
// their new posts from being announced to them; nothing else changes, and they are not told.

/** Who mutes whom. */
type Mute = { muterId: number; mutedId: number };

/** The member mutes someone they can see (again is fine). */
export async function mutePerson(db: Db, { muterId, mutedId }: Mute): Promise<SafetyState> {
  if (muterId === mutedId) throw invalid("You cannot mute yourself");
  await findVisiblePerson(db, { viewerId: muterId, userId: mutedId });
  await db.insert(mutes).values({ muterId, mutedId }).onConflictDoNothing();
  return safetyState(db, { viewerId: muterId, userId: mutedId });
}

/** The member unmutes someone they can see (none is fine): their posts are back in the feed. */
export async function unmutePerson(db: Db, { muterId, mutedId }: Mute): Promise<SafetyState> {
  if (muterId === mutedId) throw invalid("You cannot unmute yourself");
  await findVisiblePerson(db, { viewerId: muterId, userId: mutedId });
  await db.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)));
  return safetyState(db, { viewerId: muterId, userId: mutedId });
}
