import { type SQL, sql } from "drizzle-orm";
import type { SEARCH_SORTS } from "../../../contract/search";
import { type Db, queryRows } from "../../db/client";
import { comments } from "../../db/schema";
import { textQuery } from "../../db/schema/search-keys";
import { commentShownTo } from "../../policies/comment";
import { seesGroup } from "../../policies/group";
import { anonymousSharedWith, postVisibleTo, wallAuthorsOf } from "../../policies/post";
import { seesChurchPost } from "../../policies/church";
import type { PostDetailsRow } from "../posts/post-fields";
import { hydratePosts, postColumns } from "../posts/post-query";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";
import type { SearchAsk } from "./people";

export type SearchSort = (typeof SEARCH_SORTS)[number];
type Hit = { id: number; score: number; comment_id: number | null; comment_content: string | null };
export type PostFound = { post: PostDetailsRow; comment: { id: number; content: string } | null };

/**
 * How well a text answers the query: ts_rank of its stored words (never its text parsed again).
 * Only the best-first order needs it; newest first ranks nothing.
 */
const scoreOf = (sort: SearchSort, words: SQL, query: SQL): SQL => (sort === "best" ? sql`ts_rank(${words}, ${query})` : sql`0::real`);

/** Below the cursor: (score desc, id desc) best first, id desc newest first; on the found row `f`. */
function after(sort: SearchSort, cursor?: SearchCursor): SQL {
  if (!cursor) return sql``;
  if (sort === "newest") return sql`and f.id < ${cursor.id}::int`;
  return sql`and (f.score < ${cursor.score}::real or (f.score = ${cursor.score}::real and f.id < ${cursor.id}::int))`;
}

const order = (sort: SearchSort): SQL => (sort === "best" ? sql`f.score desc, f.id desc` : sql`f.id desc`);

/** How a post search reads: see `searchPosts`. */
export type PostSearchReach = {
  /** Past this many wall authors, a circle's matches are read from the text indexes. */
  wideCircle: number;
  /** How many post ids the first slice spans (see nextSlice for the ones after it). */
  slicePosts: number;
};

/** A slice of posts: the ids in (lo, hi]. A `lo` of 0 is the last slice. */
type Slice = { lo: number; hi: number };

// However few matches a slice held, the next one spans at most this many times as many ids,
// and at least twice as many.
const MAX_GROWTH = 16;

/**
 * The slice below `slice`, sized by what it held: far enough that, as densely as `slice` held
 * matches, it holds the `wanted` ones still missing (twice to MAX_GROWTH times its span). A
 * member's circle is a sliver of a large network, so a slice that held two matches of twenty is
 * followed by one about ten times longer, not twice: the page fills in two or three reads
 * rather than five or six.
 */
function nextSlice({ lo, hi }: Slice, found: number, wanted: number): Slice {
  const growth = found === 0 ? MAX_GROWTH : Math.min(MAX_GROWTH, Math.max(2, Math.ceil(wanted / found)));
  return { lo: Math.max(0, lo - (hi - lo) * growth), hi: lo };
}

/** The searcher's wall circle (wallAuthorsOf, anonymousSharedWith), read once a page. */
type Circle = { authors: number[]; shared: number[] };

/**
 * The posts whose words, or the words of a comment on them, answer the query (stemmed: "praying"
 * finds "prayed"), among those the searcher may see (the post policy) and, for a comment, whose
 * comment they may see (the comment policy). A post found by its comments comes with the newest
 * of them that matched.
 *
 * Posts are read newest first, in slices of ids: the newest `slicePosts`, then older slices,
 * each longer than the one before (nextSlice), until the page is full or no post is left. Best
 * first ranks within a slice (a newer slice's matches come before an older one's); newest first
 * is exact across slices. So the cost of a page follows the slice, not the network: a word found
 * in one post in five costs the same whether there are two hundred thousand posts or two
 * million. The cursor carries the slice the page ended in, so posts written since do not shift
 * later pages.
 */
export async function searchPosts(db: Db, { viewerId, text, limit, cursor }: SearchAsk, sort: SearchSort, reach: PostSearchReach) {
  const tag = `posts-${sort}`;
  const from = decodeCursor(tag, cursor, true);
  let slice: Slice;
  if (from?.slice) slice = from.slice;
  else {
    const top = await newestPostId(db);
    if (top === null) return { items: [], nextCursor: null };
    slice = { lo: Math.max(0, top - reach.slicePosts), hi: top };
  }
  const circle = await circleOf(db, viewerId);
  const wide = circle.authors.length > reach.wideCircle;
  const found: (Hit & { slice: Slice })[] = [];
  let below: SearchCursor | undefined = from;
  for (;;) {
    const wanted = limit + 1 - found.length;
    const rows = await matchesInSlice(db, { viewerId, text, sort, circle, wide, slice, below, take: wanted });
    for (const row of rows) found.push({ ...row, slice });
    if (found.length > limit || slice.lo === 0) break;
    slice = nextSlice(slice, rows.length, wanted - rows.length);
    below = undefined;
  }
  const page = pageOf(found, limit, (row) => ({ score: Number(row.score), id: row.id, slice: row.slice }), tag);
  const ids = page.items.map((hit) => hit.id);
  const posts = ids.length
    ? await hydratePosts(db, viewerId, sql`select ${postColumns} from posts p where p.id = any(${sql.param(ids)}::int[])`)
    : [];
  const byId = new Map(posts.map((post) => [post.id, post]));
  const items: PostFound[] = [];
  for (const hit of page.items) {
    const post = byId.get(hit.id);
    // Deleted between the two statements: gone from the page.
    if (!post) continue;
    const comment = hit.comment_id !== null && hit.comment_content !== null ? { id: hit.comment_id, content: hit.comment_content } : null;
    items.push({ post, comment });
  }
  return { items, nextCursor: page.nextCursor };
}

/** Read once for the page's every slice, rather than by each slice's statement. */
async function circleOf(db: Db, viewerId: number): Promise<Circle> {
  const [row] = await queryRows<Circle>(db, sql`select ${wallAuthorsOf(viewerId)} as authors, array(${anonymousSharedWith(viewerId)}) as shared`);
  return row!;
}

async function newestPostId(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ id: number | null }>(db, sql`select max(id) as id from posts`);
  return row?.id ?? null;
}

type SliceAsk = {
  viewerId: number;
  text: string;
  sort: SearchSort;
  circle: Circle;
  /** More wall authors than a circle's words are worth reading one by one (see matchesInSlice). */
  wide: boolean;
  slice: Slice;
  /** Where the last page ended, when it ended in this slice. */
  below: SearchCursor | undefined;
  take: number;
};

/**
 * One slice's matches, in page order, at most `take`.
 * Matches are read inside the searcher's circle before the rule is asked. An ordinary circle's
 * wall posts in the slice are read whole, their words from the author index alone (the circle's
 * size, not the word's frequency, is the cost; "praying" is in most comments). A wide one's
 * are not: the query's matches in the slice come from the text indexes, each kept if it is in
 * the circle. The matches are then ranked, and the post policy is asked of them in page order
 * until the page is full, so its cost follows the page, not the matches.
 */
async function matchesInSlice(db: Db, { viewerId, text, sort, circle, wide, slice, below, take }: SliceAsk): Promise<Hit[]> {
  const query = sql`q.query`;
  // The circle's arrays come in once each (circle, below) and are named from there.
  // (Cast, so that `= any (...)` reads an array rather than a subquery's rows.)
  const authors = sql`(select authors from circle)::int[]`;
  const shared = sql`(select shared from circle)::int[]`;
  const inSlice = (id: SQL) => sql`${id} > ${slice.lo}::int and ${id} <= ${slice.hi}::int`;
  // Asked of each group post in the slice, rather than listing the groups a member may see
  // (every public group among them, however many there are, or however quiet).
  const inGroups = (post: SQL) => seesGroup({ viewerId, groupId: sql`${post}.group_id` });
  // Likewise each post shared with a church, asked the church's rule.
  const inChurches = (post: SQL) => seesChurchPost(viewerId, post);
  // A wide circle's authors as a set (a hashed subplan), not an array searched row by row.
  const inCircle = (post: SQL) => sql`(
    (${post}.group_id is null and ${post}.author_id in (select unnest(${authors})))
    or (${post}.group_id is null and ${post}.id = any (${shared}))
    or (${post}.group_id is not null and ${inGroups(post)})
    or (${post}.church_id is not null and ${inChurches(post)}))`;
  const wallScore = (w: SQL) => sql`case when ${w}.search_words @@ ${query} then ${scoreOf(sort, sql`${w}.search_words`, query)} end`;
  // The slice's matches in groups and churches, each asked its place's rule.
  const placeMatches = sql`
    select gp.id, ${scoreOf(sort, sql`gp.search_words`, query)} as score, null::int as comment_id
    from posts gp, q
    where gp.group_id is not null and ${inSlice(sql`gp.id`)} and ${inGroups(sql`gp`)} and gp.search_words @@ ${query}
    union all
    select cp.id, ${scoreOf(sort, sql`cp.search_words`, query)}, null::int
    from posts cp, q
    where cp.church_id is not null and ${inSlice(sql`cp.id`)} and ${inChurches(sql`cp`)} and cp.search_words @@ ${query}`;
  const matches = wide
    ? sql`
      select p.id, ${scoreOf(sort, sql`p.search_words`, query)} as score, null::int as comment_id
      from posts p, q
      where p.search_words @@ ${query} and ${inSlice(sql`p.id`)} and p.group_id is null and ${inCircle(sql`p`)}
      union all
      ${placeMatches}
      union all
      select ${comments.postId}, ${scoreOf(sort, sql`${comments.searchWords}`, query)}, ${comments.id}
      from comments join posts cp on cp.id = ${comments.postId}, q
      where ${comments.searchWords} @@ ${query} and ${inSlice(sql`${comments.postId}`)} and ${inCircle(sql`cp`)}
        and ${commentShownTo(viewerId)}`
    : sql`
      select w.id, w.score, null::int as comment_id
      from wall w
      where w.score is not null
      union all
      ${placeMatches}
      union all
      select ${comments.postId}, ${scoreOf(sort, sql`${comments.searchWords}`, query)}, ${comments.id}
      from comments, q
      where ${comments.searchWords} @@ ${query}
        and ${comments.postId} = any (array(
          select w.id from wall w
          union all
          select cg.id from posts cg where cg.group_id is not null and ${inSlice(sql`cg.id`)} and ${inGroups(sql`cg`)}
          union all
          select cc.id from posts cc where cc.church_id is not null and ${inSlice(sql`cc.id`)} and ${inChurches(sql`cc`)}))
        and ${commentShownTo(viewerId)}`;
  // An ordinary circle's wall posts in the slice, read once from the author index alone:
  // whether their words match (and how well) is worked out here, and their ids are where
  // matching comments may be. The anonymous requests shared with the searcher by authors
  // outside it (no longer connected) are read by id.
  const wall = wide
    ? sql``
    : sql`,
    wall as materialized (
      select w.id, ${wallScore(sql`w`)} as score
      from posts w, q
      where w.group_id is null and w.author_id = any (${authors}) and ${inSlice(sql`w.id`)}
      union all
      select w.id, ${wallScore(sql`w`)}
      from posts w, q
      where w.id = any (${shared}) and w.group_id is null and w.author_id <> all (${authors}) and ${inSlice(sql`w.id`)}
    )`;
  return queryRows<Hit>(
    db,
    sql`
    with q as materialized (select ${textQuery(sql`${text}::text`)} as query),
    circle as materialized (
      select ${sql.param(circle.authors)}::int[] as authors, ${sql.param(circle.shared)}::int[] as shared
    )${wall},
    matches as (${matches}),
    -- Ranked once, then read back in that order (a materialized CTE returns its rows as it
    -- stored them) and asked the post policy only until the page is full: a sort here would
    -- ask it of every match first.
    ranked as materialized (
      select f.* from (select id, max(score) as score, max(comment_id) as comment_id from matches group by id) f
      where true ${after(sort, below)}
      order by ${order(sort)}
    ),
    page as (
      select f.* from ranked f
      where exists (select 1 from posts where posts.id = f.id and ${postVisibleTo(viewerId)})
      limit ${take}
    )
    -- The matching comments' words are read for the page alone.
    select f.id, f.score, f.comment_id, c.content as comment_content
    from page f left join comments c on c.id = f.comment_id
    order by ${order(sort)}`,
  );
}
