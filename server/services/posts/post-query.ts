import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { PostDetailsRow } from "./post-fields";
import { publicUserColumnsOf } from "../people/user-fields";
import { onProfileFor, postShownTo } from "../../policies/post";
import { seesChurchPost } from "../../policies/church";

/**
 * A page of posts -> their details, in one round trip: `page` selects the page's post rows
 * (`postColumns` of `posts p`, from an index, in any order), and this statement joins each
 * with its author and whether the viewer prayed. Whatever the page size, it is one statement.
 */
export function hydratePosts(db: Db, viewerId: number, page: SQL): Promise<PostDetailsRow[]> {
  return queryRows<PostDetailsRow>(db, postsStatement(viewerId, page));
}

/**
 * A post's own columns, as a page selects them from `posts p` and an insert (`into posts as p`)
 * returns them. A page reads each post's row once, where it finds the post: looking its ids
 * up first and the rows after cost the feed a second descent of posts' key per post (311
 * buffer hits a page against 218, and about a quarter of the statement's time; ADR 0010).
 */
export const postColumns = sql`
  p.id, p.author_id, p.group_id, p.content, coalesce(p.verses, '[]'::jsonb) as verses, p.type, p.image_url, p.video_url, p.created_at,
  p.prayer_count, p.comment_count, p.moderation, p.audience, p.category, p.anonymous,
  p.answered_at, p.testimony, p.closed_at, p.update_count, p.renewed_at, p.check_in_asked_at, p.church_id, p.reactions, p.mentions,
  p.link_preview, p.place_card`;

/**
 * A post's columns and its author's, as every PostDetailsRow has them (p: the post, u: its
 * author as the viewer may know them, joined on `authorKnownTo`). The author of an anonymous
 * post is no one, to anyone but themself: their id and columns are null, so no answer built
 * from these rows can carry them. Only its author is asked whether it still needs prayer.
 */
const postDetailsColumns = (viewerId: number): SQL => sql`
  p.id, case when ${authorKnownTo(viewerId)} then p.author_id end as author_id, p.group_id, p.content, p.verses, p.type,
  p.image_url, p.video_url, p.created_at, p.prayer_count, p.comment_count, p.moderation, p.audience,
  p.category, p.anonymous, p.answered_at, p.testimony, p.closed_at, p.update_count,
  p.church_id, p.reactions, p.mentions, p.link_preview, p.place_card::json as place,
  ${checkInFor(viewerId)} as check_in,
  ${publicUserColumnsOf(sql`u`)}`;

/** A condition on the post row `p`: it is the viewer's own open request, asked "Still need prayer?". */
const checkInFor = (viewerId: number): SQL => sql`(p.author_id = ${viewerId}::int and p.check_in_asked_at is not null
  and p.check_in_asked_at > p.renewed_at and p.answered_at is null and p.closed_at is null)`;

/**
 * The viewer's marks on the post row `p`, joined as `mine`: `prayed`, whether they prayed for
 * it (null: no mark at all), and `reaction`, their reaction's kind or null. Both are rows of
 * `interactions`, so this is one probe of its key per post.
 */
const viewersMarks = (viewerId: number): SQL => sql`left join lateral (
    select bool_or(i.type = 'prayer') as prayed, max(i.kind) as reaction
    from interactions i where i.post_id = p.id and i.user_id = ${viewerId}::int) mine on true`;

/** A condition on the post row `p`: the viewer may know who wrote it. */
const authorKnownTo = (viewerId: number): SQL => sql`(not p.anonymous or p.author_id = ${viewerId}::int)`;

/**
 * The final select of a statement in which `authorId` has just inserted one post (as the CTE
 * `post`, returning `postColumns`): its PostDetailsRow, so that writing a post is one round trip.
 */
export const insertedPostDetails = (authorId: number): SQL => sql`
  select ${postDetailsColumns(authorId)}, false as prayed_by_me, null::text as my_reaction
  from post p join users u on u.id = p.author_id`;

/** The statement itself, for benchmarks that run it straight on the database. */
function postsStatement(viewerId: number, page: SQL): SQL {
  return sql`
    with page as (${page})
    select ${postDetailsColumns(viewerId)}, coalesce(mine.prayed, false) as prayed_by_me, mine.reaction as my_reaction
    from page p
    left join users u on u.id = p.author_id and ${authorKnownTo(viewerId)}
    ${viewersMarks(viewerId)}
    order by p.id desc`;
}

/**
 * What a page of the home feed selects of each post row `p`: what its JSON needs besides the
 * post's own stored card (`card_json`, see db/schema/card-json.ts), and the card.
 */
export const feedCardColumns = (viewerId: number): SQL =>
  sql`p.id, p.author_id, p.anonymous, p.card_json, p.place_card, ${checkInFor(viewerId)} as check_in`;
/** The same columns, by name, over a select of `feedCardColumns` aliased `p`. */
export const feedCardNames = sql`p.id, p.author_id, p.anonymous, p.card_json, p.place_card, p.check_in`;

/**
 * A page of posts as the JSON text of the API's `Post[]`, newest first, built by PostgreSQL in
 * one statement: `page` selects `feedCardColumns`, and each post's stored card is joined with
 * what depends on the viewer (who wrote it, as far as they may know, with the author's stored
 * card; whether they prayed and how they reacted; whether it asks them "Still need prayer?")
 * and the card of its place, kept on its row. (A reaction's kind is one of four plain words,
 * quoted as they are.) The hot home feed
 * passes the text through to the client as it comes: no rows to parse, dates to convert or
 * objects to serialize in the app, and no JSON built per post in the database either.
 * `tests/api/posts` holds every item equal to the same post as `GET /api/posts/:id` presents it.
 */
export function feedJsonStatement(viewerId: number, page: SQL): SQL {
  return sql`
    with page as (${page})
    select '[' || coalesce(string_agg(concat(
      left(p.card_json, -1),
      ',"authorId":', coalesce((case when ${authorKnownTo(viewerId)} then p.author_id end)::text, 'null'),
      ',"author":', coalesce(u.card_json, 'null'),
      ',"prayedByMe":', coalesce(mine.prayed, false)::text,
      ',"checkIn":', p.check_in::text,
      ',"myReaction":', coalesce('"' || mine.reaction || '"', 'null'),
      ',"place":', coalesce(p.place_card, 'null'),
      '}'), ',' order by p.id desc), '') || ']' as page,
      string_agg(concat('p:', p.id, ' u:', p.author_id), ' ') as shows
    from page p
    left join users u on u.id = p.author_id and ${authorKnownTo(viewerId)}
    ${viewersMarks(viewerId)}`;
}

/** The keyset cursor's condition on `column`, or nothing on the first page. */
export const below = (column: SQL, cursor?: number) => (cursor ? sql`and ${column} < ${cursor}` : sql``);

/** One post's row, as a page of one. */
export const onePost = (postId: number): SQL => sql`select ${postColumns} from posts p where p.id = ${postId}`;

/** Answered prayers only, when `answered`: a condition on the post row `p`. */
const answeredOnly = (answered: boolean): SQL => (answered ? sql`and p.answered_at is not null` : sql``);

/**
 * One author's newest posts outside groups that the viewer is shown, below the cursor (a
 * profile's posts); `answered`: their answered prayers only, still newest posted first.
 */
export const newestPostsBy = (viewerId: number, authorId: number, limit: number, cursor?: number, answered = false): SQL => sql`
  select ${postColumns} from posts p
  where p.author_id = ${authorId} and p.group_id is null and ${onProfileFor(viewerId, sql`p`)}
    and ${postShownTo(viewerId, sql`p`)} ${answeredOnly(answered)} ${below(sql`p.id`, cursor)}
  order by p.id desc
  limit ${limit}`;

/** The newest posts of one group that the viewer is shown, below the cursor (`answered`: as above). */
export const newestGroupPosts = (viewerId: number, groupId: number, limit: number, cursor?: number, answered = false): SQL => sql`
  select ${postColumns} from posts p
  where p.group_id = ${groupId} and ${postShownTo(viewerId, sql`p`)} ${answeredOnly(answered)} ${below(sql`p.id`, cursor)}
  order by p.id desc
  limit ${limit}`;

/**
 * The newest posts shared with one church that the viewer is shown, below the cursor: the
 * church's range of its index, each asked the church's rule (a prayer-team-only request is
 * the team's).
 */
export const newestChurchPosts = (viewerId: number, churchId: number, limit: number, cursor?: number, answered = false): SQL => sql`
  select ${postColumns} from posts p
  where p.church_id = ${churchId} and ${seesChurchPost(viewerId, sql`p`)} and ${postShownTo(viewerId, sql`p`)}
    ${answeredOnly(answered)} ${below(sql`p.id`, cursor)}
  order by p.id desc
  limit ${limit}`;
