import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { PostRow } from "../db/schema";
import { findMemberChurch, memberOfChurch } from "./church";
import { connectedIdsSql, connectedTo } from "./connection";
import { findMemberGroup, groupRole, memberOf } from "./group";
import { personShownTo } from "./person";
import { findVisiblePost, mayJoinIn } from "./post";

// Whom a writer may mention ("@" and a name) in a post or in a comment:
// - their connections, and, writing in a group or on a church's wall (a post there, or a
//   comment under one), the members of that group or church;
// - never themself, a demo person, anyone either of the two has blocked, or a banned member.
// Being mentioned reveals nothing: the one mentioned is told only while they may see the post
// (./post, seesPost), as of anything else written there. Someone who may not see it learns
// nothing, not even that they were named; their name still links to their profile for those
// who read it.

/** Where someone writes: in a group, on a church's wall, or neither (a wall post, or a comment under one). */
export type MentionPlace = { groupId: number | null; churchId: number | null };

const NOWHERE: MentionPlace = { groupId: null, churchId: null };

/** The place of a post, for what is written in it or under it. */
export const placeOfPost = (post: Pick<PostRow, "groupId" | "churchId">): MentionPlace => ({ groupId: post.groupId, churchId: post.churchId });

/** A condition: `personId` belongs to the place (none for a wall). */
const inPlace = (place: MentionPlace, personId: SQL): SQL =>
  place.groupId !== null
    ? memberOf({ userId: personId, groupId: sql`${place.groupId}::int` })
    : place.churchId !== null
      ? memberOfChurch({ userId: personId, churchId: place.churchId })
      : sql`false`;

/** A condition on a users row `person` (the table's alias): `writerId` may mention them, writing in `place`. */
export const mentionableBy = (writerId: number, place: MentionPlace, person: SQL): SQL => sql<boolean>`(${person}.id <> ${writerId}::int
  and not ${person}.is_demo
  and ${personShownTo({ viewerId: writerId, personId: sql`${person}.id` })}
  and (${connectedTo(writerId, sql`${person}.id`)} or ${inPlace(place, sql`${person}.id`)}))`;

/**
 * Everyone `mentionableBy` could admit, as a subquery of `id`s (some twice): the writer's
 * connections and the place's members. It only narrows; mentionableBy is the rule.
 */
export const mentionCandidates = (writerId: number, place: MentionPlace): SQL => {
  const members =
    place.groupId !== null
      ? sql`union all select gm.user_id from group_members gm where gm.group_id = ${place.groupId}::int`
      : place.churchId !== null
        ? sql`union all select cm.user_id from church_members cm where cm.church_id = ${place.churchId}::int`
        : sql``;
  return sql`${connectedIdsSql(writerId)} ${members}`;
};

/**
 * Where the viewer is about to write, as the list under an "@" asks it: a group or a church they
 * belong to, or the post they may comment on (404 for what they may not see, 403 for a group
 * or a church they must join first); nowhere named, their wall.
 */
export async function findMentionPlace(
  db: Db,
  { viewerId, groupId, churchId, postId }: { viewerId: number; groupId?: number; churchId?: number; postId?: number },
): Promise<MentionPlace> {
  if (groupId !== undefined) {
    await findMemberGroup(db, { viewerId, groupId });
    return { groupId, churchId: null };
  }
  if (churchId !== undefined) {
    await findMemberChurch(db, { viewerId, church: churchId });
    return { groupId: null, churchId };
  }
  if (postId === undefined) return NOWHERE;
  return placeOfPost(await findPostToWriteUnder(db, { viewerId, postId }));
}

/** The post if the viewer may comment on it: 404 if they may not see it, 403 in a group they must join first. */
export async function findPostToWriteUnder(db: Db, { viewerId, postId }: { viewerId: number; postId: number }): Promise<PostRow> {
  const post = await findVisiblePost(db, { viewerId, postId });
  if (post.groupId !== null) mayJoinIn({ visible: true, may_join: (await groupRole(db, { groupId: post.groupId, userId: viewerId })) !== null });
  return post;
}
