import { type SQL, eq, sql } from "drizzle-orm";
import { personShownTo } from "./person";
import type { Db } from "../db/client";
import { type PostRow, posts } from "../db/schema";
import { forbidden, invalid, notFound } from "../core/errors";
import { feedShows, placePostReaches, postVisibleTo, seesWallPost } from "./post";

// Who may do what with a prayer request beyond seeing it (./post):
// - only its author updates it, marks it answered, or answers "Still need prayer?"; anyone
//   else who sees it gets a 403, and to anyone who does not it does not exist (404);
// - only a prayer request has updates, an answer and a check-in;
// - the news of it (updates, answered) reaches those who prayed for it only while they still
//   see it: a block, a connection ended, a group left or a narrowed audience stops it;
// - "Pray now" offers only open requests the member sees in their own home feed or in their
//   groups, never their own;
// - who prayed for a post is known to its author (as far as they may see each person); anyone
//   else knows only of their own prayer.

/** What an author-only action says to someone else who sees the request, and to a post of another type. */
export type AuthorOnly = { notAuthor: string; notPrayer: string };

/**
 * The prayer request if the viewer wrote it; a 404 to whoever may not see it (its author
 * always may, even after leaving the private group it was posted in), a 403 to anyone else,
 * and a 400 for a post that is no prayer request.
 */
export async function findOwnPrayerRequest(
  db: Db,
  { viewerId, postId }: { viewerId: number; postId: number },
  refusals: AuthorOnly,
): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts, visible: postVisibleTo(viewerId) })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  const mine = row?.post.authorId === viewerId;
  if (!row || (!mine && !row.visible)) throw notFound("Post not found");
  if (!mine) throw forbidden(refusals.notAuthor);
  if (row.post.type !== "prayer") throw invalid(refusals.notPrayer);
  return row.post;
}

/**
 * The people to tell news of the prayer request `postId` (one row of `posts`, unaliased, in
 * the statement): everyone who prayed for it and can still see it, never its author. Seeing it
 * already rules out anyone blocked either way.
 */
export const prayedAndStillSee = (postId: number): SQL => sql`
  select i.user_id from interactions i join posts on posts.id = i.post_id
  where i.post_id = ${postId}::integer and i.type = 'prayer' and i.user_id <> posts.author_id
    and ${postVisibleTo(sql`i.user_id`)}`;

/** A condition on a post row `p`: an open prayer request (not answered, not closed). */
export const openPrayerRequest = (p: SQL): SQL => sql`(${p}.type = 'prayer' and ${p}.answered_at is null and ${p}.closed_at is null)`;

/**
 * The ids of the open prayer requests "Pray now" may offer `viewerId`: the others' requests
 * in their home feed (as the feed shows them, those still waiting to be copied into it included),
 * the posts of the groups they belong to (and still see), and those on their churches' prayer
 * walls that they may read (placePostReaches: as their feed would have them), as a subquery
 * over `posts p`.
 */
export const prayNowCandidates = (viewerId: number): SQL => sql`
  select p.id from feed_entries e join posts p on p.id = e.post_id
  where e.user_id = ${viewerId}::integer and p.author_id <> ${viewerId}::integer and ${openPrayerRequest(sql`p`)}
    and ${feedShows(viewerId)}
  union
  select p.id from feed_fanouts f join posts p on p.id = f.post_id
  where p.author_id <> ${viewerId}::integer and ${openPrayerRequest(sql`p`)} and ${seesWallPost(viewerId, sql`p`)}
    and ${feedShows(viewerId)}
  union
  select p.id from group_members gm join posts p on p.group_id = gm.group_id
  where gm.user_id = ${viewerId}::integer and p.author_id <> ${viewerId}::integer and ${openPrayerRequest(sql`p`)}
    and ${feedShows(viewerId)} and ${placePostReaches(viewerId, sql`p`)}
  union
  select p.id from church_members cm join posts p on p.church_id = cm.church_id
  where cm.user_id = ${viewerId}::integer and p.author_id <> ${viewerId}::integer and ${openPrayerRequest(sql`p`)}
    and ${feedShows(viewerId)} and ${placePostReaches(viewerId, sql`p`)}`;

/**
 * A condition on the `interactions` row of a post by `authorId`: `viewerId` may know of this
 * prayer (the author, of anyone they see; anyone else, of their own).
 */
export const prayerKnownTo = ({ viewerId, authorId }: { viewerId: number; authorId: number }): SQL =>
  viewerId === authorId ? personShownTo({ viewerId, personId: sql`interactions.user_id` }) : sql`(interactions.user_id = ${viewerId}::integer)`;
