import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { type PostDetailsRow, postFields } from "./post-fields";
import { publicUserColumns, publicUserColumnsOf } from "../people/user-fields";
import { onProfileFor, postShownTo } from "../../policies/post";

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
  p.id, p.author_id, p.group_id, p.content, p.type, p.image_url, p.video_url, p.created_at,
  p.prayer_count, p.comment_count, p.moderation, p.audience, p.category, p.anonymous,
  p.answered_at, p.testimony, p.closed_at, p.update_count, p.renewed_at, p.check_in_asked_at`;

/**
 * A post's columns and its author's, as every PostDetailsRow has them (p: the post, u: its
 * author as the viewer may know them, joined on `authorKnownTo`). The author of an anonymous
 * post is no one, to anyone but themself: their id and columns are null, so no answer built
 * from these rows can carry them. Only its author is asked whether it still needs prayer.
 */
const postDetailsColumns = (viewerId: number): SQL => sql`
  p.id, case when ${authorKnownTo(viewerId)} then p.author_id end as author_id, p.group_id, p.content, p.type,
  p.image_url, p.video_url, p.created_at, p.prayer_count, p.comment_count, p.moderation, p.audience,
  p.category, p.anonymous, p.answered_at, p.testimony, p.closed_at, p.update_count,
  (p.author_id = ${viewerId}::int and p.check_in_asked_at is not null and p.check_in_asked_at > p.renewed_at
    and p.answered_at is null and p.closed_at is null) as check_in,
  ${publicUserColumnsOf(sql`u`)}`;

/** A condition on the post row `p`: the viewer may know who wrote it. */
const authorKnownTo = (viewerId: number): SQL => sql`(not p.anonymous or p.author_id = ${viewerId}::int)`;

/**
 * The final select of a statement in which `authorId` has just inserted one post (as the CTE
 * `post`, returning `postColumns`): its PostDetailsRow, so that writing a post is one round trip.
 */
export const insertedPostDetails = (authorId: number): SQL => sql`
  select ${postDetailsColumns(authorId)}, false as prayed_by_me
  from post p join users u on u.id = p.author_id`;

/** The statement itself, for benchmarks that run it straight on the database. */
function postsStatement(viewerId: number, page: SQL): SQL {
  return sql`
    with page as (${page})
    select ${postDetailsColumns(viewerId)},
           exists (
             select 1 from interactions i
             where i.post_id = p.id and i.user_id = ${viewerId} and i.type = 'prayer'
           ) as prayed_by_me
    from page p
    left join users u on u.id = p.author_id and ${authorKnownTo(viewerId)}
    order by p.id desc`;
}

/** A column of the PostDetailsRow `r`. */
const column = (name: string): SQL => sql`r.${sql.identifier(name)}`;

/** One field of postFields as SQL over the PostDetailsRow `r`. */
function postFieldSql(source: (typeof postFields)[keyof typeof postFields]): SQL {
  if (typeof source === "string") return column(source);
  // toISOString()'s format. Its colons are quoted, as the bench runs this text in pgbench,
  // which would read ":MI" as a variable.
  if ("instant" in source) return sql`to_char(${column(source.instant)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')`;
  const person = [
    sql`${column(source.person)} as id`,
    ...Object.entries(publicUserColumns).map(([field, name]) => sql`${column(name)} as ${sql.identifier(field)}`),
  ];
  return sql`case when ${column(source.person)} is not null
    then (select row_to_json(person) from (select ${sql.join(person, sql`, `)}) person) end`;
}

// Every field of a Post, under its own name, over the PostDetailsRow `r`: postFields as a select list.
const postJsonColumns = sql.join(
  Object.entries(postFields).map(([field, source]) => sql`${postFieldSql(source)} as ${sql.identifier(field)}`),
  sql`, `,
);

/**
 * The same posts as `postsStatement`, as the JSON text of the API's `Post[]` (postFields, as the
 * presenter writes it), built by PostgreSQL in the same single statement. The hot home feed
 * passes it through to the client as it comes: no rows to parse, dates to convert or objects
 * to serialize in the app.
 */
export function postsJsonStatement(viewerId: number, page: SQL): SQL {
  return sql`
    select coalesce(json_agg(row_to_json(post) order by post.id desc), '[]')::text as page
    from (
      select ${postJsonColumns}
      from (${postsStatement(viewerId, page)}) r
    ) post`;
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
