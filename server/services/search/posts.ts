import { type SQL, sql } from "drizzle-orm";
import type { SEARCH_SORTS } from "../../../contract/search";
import { type Db, queryRows } from "../../db/client";
import { comments } from "../../db/schema";
import { textQuery, textVector } from "../../db/search-keys";
import { commentShownTo } from "../../policies/comment";
import { mayBeVisibleTo, postVisibleTo } from "../../policies/post";
import type { PostDetailsRow } from "../post-fields";
import { hydratePosts, postColumns } from "../post-query";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";
import type { SearchAsk } from "./people";

export type SearchSort = (typeof SEARCH_SORTS)[number];
type Hit = { id: number; score: number; comment_id: number | null; comment_content: string | null };
export type PostFound = { post: PostDetailsRow; comment: { id: number; content: string } | null };

/**
 * How well a text answers the query: ts_rank, read from the text's own words (the index holds
 * them, not their positions). Only the best-first order needs it; newest first ranks nothing.
 */
const scoreOf = (sort: SearchSort, content: SQL, query: SQL): SQL =>
  sort === "best" ? sql`ts_rank(${textVector(content)}, ${query})` : sql`0::real`;

/** Below the cursor: (score desc, id desc) best first, id desc newest first; on the found row `f`. */
function after(sort: SearchSort, cursor?: SearchCursor): SQL {
  if (!cursor) return sql``;
  if (sort === "newest") return sql`where f.id < ${cursor.id}::int`;
  return sql`where (f.score < ${cursor.score}::real or (f.score = ${cursor.score}::real and f.id < ${cursor.id}::int))`;
}

const order = (sort: SearchSort): SQL => (sort === "best" ? sql`f.score desc, f.id desc` : sql`f.id desc`);

/**
 * The posts whose words, or the words of a comment on them, answer the query (stemmed: "praying"
 * finds "prayed"), among those the searcher may see (the post policy) and, for a comment, whose
 * comment they may see (the comment policy). A post found by its comments comes with the newest
 * of them that matched. Each text index answers its half, intersected (as bitmaps) with the
 * searcher's circle (mayBeVisibleTo: posts by them and their connections, in groups they see)
 * before the rule is asked of the few matches left.
 */
export async function searchPosts(db: Db, { viewerId, text, limit, cursor }: SearchAsk, sort: SearchSort) {
  const tag = `posts-${sort}`;
  const from = decodeCursor(tag, cursor);
  const query = textQuery(sql`${text}::text`);
  const rows = await queryRows<Hit>(
    db,
    sql`
    with hits as (
      select posts.id, ${scoreOf(sort, sql`posts.content`, query)} as score, null::int as comment_id
      from posts
      where ${textVector(sql`posts.content`)} @@ ${query} and ${mayBeVisibleTo(viewerId, sql`posts`)} and ${postVisibleTo(viewerId)}
      union all
      select posts.id, ${scoreOf(sort, sql`comments.content`, query)}, comments.id
      from comments join posts on posts.id = ${comments.postId}
      where ${textVector(sql`comments.content`)} @@ ${query}
        and ${comments.postId} = any (array(select cp.id from posts cp where ${mayBeVisibleTo(viewerId, sql`cp`)}))
        and ${commentShownTo(viewerId)} and ${postVisibleTo(viewerId)}
    ),
    found as (select id, max(score) as score, max(comment_id) as comment_id from hits group by id),
    page as (select f.* from found f ${after(sort, from)} order by ${order(sort)} limit ${limit + 1})
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
