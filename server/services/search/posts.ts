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
 * How well a text answers the query: ts_rank of its stored words (the index and the row hold
 * them, not their positions). Only the best-first order needs it; newest first ranks nothing.
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
 * The matches are read inside the searcher's circle first (wallAuthorsOf, groupsSeenBy: the
 * words of those posts come from the author and group indexes alone, or the text index when the
 * circle is the larger), ranked, and the post policy is then asked of them in page order until
 * the page is full, so its cost follows the page, not the number of matches.
 */
export async function searchPosts(db: Db, { viewerId, text, limit, cursor }: SearchAsk, sort: SearchSort) {
  const tag = `posts-${sort}`;
  const from = decodeCursor(tag, cursor);
  const query = sql`q.query`;
  const rows = await queryRows<Hit>(
    db,
    sql`
    with q as materialized (select ${textQuery(sql`${text}::text`)} as query),
    matches as (
      select w.id, ${scoreOf(sort, sql`w.search_words`, query)} as score, null::int as comment_id
      from posts w, q
      where w.group_id is null and w.author_id = any (${wallAuthorsOf(viewerId)}) and w.search_words @@ ${query}
      union all
      select g.id, ${scoreOf(sort, sql`g.search_words`, query)}, null::int
      from posts g, q
      where g.group_id is not null and g.group_id = any (${groupsSeenBy(viewerId)}) and g.search_words @@ ${query}
      union all
      select ${comments.postId}, ${scoreOf(sort, sql`${comments.searchWords}`, query)}, ${comments.id}
      from comments, q
      where ${comments.searchWords} @@ ${query}
        and ${comments.postId} = any (array(
          select cw.id from posts cw where cw.group_id is null and cw.author_id = any (${wallAuthorsOf(viewerId)})
          union all
          select cg.id from posts cg where cg.group_id is not null and cg.group_id = any (${groupsSeenBy(viewerId)})))
        and ${commentShownTo(viewerId)}
    ),
    -- Ranked once, then read in that order and asked the post policy until the page is full.
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
