import { type SQL, sql } from "drizzle-orm";
import type { SEARCH_SORTS } from "../../../contract/search";
import { type Db, queryRows } from "../../db/client";
import { comments } from "../../db/schema";
import { textQuery } from "../../db/search-keys";
import { commentShownTo } from "../../policies/comment";
import { groupsSeenBy, postVisibleTo, wallAuthorsOf } from "../../policies/post";
import type { PostDetailsRow } from "../post-fields";
import { hydratePosts, postColumns } from "../post-query";
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

/**
 * The posts whose words, or the words of a comment on them, answer the query (stemmed: "praying"
 * finds "prayed"), among those the searcher may see (the post policy) and, for a comment, whose
 * comment they may see (the comment policy). A post found by its comments comes with the newest
 * of them that matched.
 * Matches are read inside the searcher's circle (wallAuthorsOf, groupsSeenBy) before the rule
 * is asked. An ordinary circle is read whole, its words from the author index alone (its size,
 * not the word's frequency, is the cost; "praying" is in most comments). A wide one (more than
 * `wideCircle` wall authors: tens of thousands of posts) is not: the query's matches come from
 * the text indexes, each kept if it is in the circle. On the bench seed (25 posts an author) a
 * 400-author circle, the 99th percentile, reads its words in ~10 ms, where a 5,000-author hub
 * would read 130,000 posts'. The matches are then ranked, and the post policy is asked of them
 * in page order until the page is full, so its cost follows the page, not the matches.
 */
export async function searchPosts(db: Db, { viewerId, text, limit, cursor }: SearchAsk, sort: SearchSort, wideCircle: number) {
  const tag = `posts-${sort}`;
  const from = decodeCursor(tag, cursor);
  const query = sql`q.query`;
  // The searcher's circle is read once per statement, whichever branches ask for it.
  const wide = sql`(select wide from circle)`;
  const groups = sql`(select groups from circle)::int[]`;
  const inCircle = (post: SQL) => sql`(
    (${post}.group_id is null and ${post}.author_id in (select unnest(authors) from circle))
    or (${post}.group_id is not null and ${post}.group_id = any (${groups})))`;
  const rows = await queryRows<Hit>(
    db,
    sql`
    with q as materialized (select ${textQuery(sql`${text}::text`)} as query),
    circle as materialized (
      select a.authors, a.groups, cardinality(a.authors) > ${wideCircle}::int as wide
      from (select ${wallAuthorsOf(viewerId)} as authors, ${groupsSeenBy(viewerId)} as groups) a
    ),
    -- An ordinary circle's wall posts, read once from the author index alone: their words are
    -- matched here, and their ids are where matching comments may be.
    wall as materialized (
      select w.id, w.search_words from posts w
      where not ${wide} and w.group_id is null and w.author_id = any ((select authors from circle)::int[])
    ),
    matches as (
      select w.id, ${scoreOf(sort, sql`w.search_words`, query)} as score, null::int as comment_id
      from wall w, q
      where w.search_words @@ ${query}
      union all
      select p.id, ${scoreOf(sort, sql`p.search_words`, query)}, null::int
      from posts p, q
      where ${wide} and p.search_words @@ ${query} and p.group_id is null and ${inCircle(sql`p`)}
      union all
      select g.id, ${scoreOf(sort, sql`g.search_words`, query)}, null::int
      from posts g, q
      where g.group_id is not null and g.group_id = any (${groups}) and g.search_words @@ ${query}
      union all
      select ${comments.postId}, ${scoreOf(sort, sql`${comments.searchWords}`, query)}, ${comments.id}
      from comments, q
      where not ${wide} and ${comments.searchWords} @@ ${query}
        and ${comments.postId} = any (array(
          select w.id from wall w
          union all
          select cg.id from posts cg where cg.group_id is not null and cg.group_id = any (${groups})))
        and ${commentShownTo(viewerId)}
      union all
      select ${comments.postId}, ${scoreOf(sort, sql`${comments.searchWords}`, query)}, ${comments.id}
      from comments join posts cp on cp.id = ${comments.postId}, q
      where ${wide} and ${comments.searchWords} @@ ${query} and ${inCircle(sql`cp`)} and ${commentShownTo(viewerId)}
    ),
    -- Ranked once, then read back in that order (a materialized CTE returns its rows as it
    -- stored them) and asked the post policy only until the page is full: a sort here would
    -- ask it of every match first.
    ranked as materialized (
      select f.* from (select id, max(score) as score, max(comment_id) as comment_id from matches group by id) f
      where true ${after(sort, from)}
      order by ${order(sort)}
    ),
    page as (
      select f.* from ranked f
      where exists (select 1 from posts where posts.id = f.id and ${postVisibleTo(viewerId)})
      limit ${limit + 1}
    )
    -- The matching comments' words are read for the page alone.
    select f.id, f.score, f.comment_id, c.content as comment_content
    from page f left join comments c on c.id = f.comment_id
    order by ${order(sort)}`,
  );
  const page = pageOf(rows, limit, (row) => ({ score: Number(row.score), id: row.id }), tag);
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
