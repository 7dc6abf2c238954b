import { sql } from "drizzle-orm";
import { REACTORS_PAGE_SIZE, type ReactionKind } from "../../../contract/reactions";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import type { PublicUserRow } from "../../db/schema";
import type { ViewerAndComment } from "../../policies/comment";
import type { ViewerAndPost } from "../../policies/post";
import { findCommentReactionsOwner, findPostReactionsOwner, reactorShownTo } from "../../policies/reaction";
import { publicUserColumnsOf } from "../people/user-fields";
import { publicUserRow } from "../people/users";
import { REACTION_ROWS, isReaction } from "./reaction-moves";

/** Someone who reacted, with which and when. */
type ReactorRow = { user: PublicUserRow; kind: ReactionKind; createdAt: Date };
/** A page of who reacted, newest first, and where the next one starts (null after the last). */
export type ReactorsPage = { items: ReactorRow[]; nextCursor: string | null };

// A page ends at a time and a person: "<microseconds since 1970>-<user id>", the time to the
// microsecond the database keeps, so no one is shown twice or passed over between pages.
const atOf = (column: string) => sql`(extract(epoch from ${sql.raw(column)}) * 1000000)::bigint`;

/** Who reacted to a post, for its author alone (findPostReactionsOwner). */
export async function listPostReactors(db: Db, ask: ViewerAndPost, cursor?: string): Promise<ReactorsPage> {
  await findPostReactionsOwner(db, ask);
  return reactorsPage(db, { on: "post", id: ask.postId, authorId: ask.viewerId, cursor });
}

/** Who reacted to a comment, for its author alone (findCommentReactionsOwner). */
export async function listCommentReactors(db: Db, ask: ViewerAndComment, cursor?: string): Promise<ReactorsPage> {
  await findCommentReactionsOwner(db, ask);
  return reactorsPage(db, { on: "comment", id: ask.commentId, authorId: ask.viewerId, cursor });
}

async function reactorsPage(
  db: Db,
  { on, id, authorId, cursor }: { on: keyof typeof REACTION_ROWS; id: number; authorId: number; cursor?: string },
): Promise<ReactorsPage> {
  const { table, column } = REACTION_ROWS[on];
  const [at, userId] = cursor ? cursor.split("-") : [];
  const after = cursor ? sql`and (${atOf("r.created_at")}, r.user_id) < (${at}::bigint, ${userId}::int)` : sql``;
  const rows = await queryRows<{ user_id: number; kind: ReactionKind; created_at: Date | string; at: string } & UserColumns>(
    db,
    sql`select r.user_id, r.kind, r.created_at, ${atOf("r.created_at")}::text as at, ${publicUserColumnsOf(sql`u`)}
      from ${table} r join users u on u.id = r.user_id
      where r.${column} = ${id}::integer and ${isReaction(on, sql`r`)} and ${reactorShownTo(authorId, sql`r.user_id`)} ${after}
      order by r.created_at desc, r.user_id desc
      limit ${REACTORS_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, REACTORS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ user: publicUserRow(row.user_id, row), kind: row.kind, createdAt: new Date(row.created_at) })),
    nextCursor: rows.length > REACTORS_PAGE_SIZE && last ? `${last.at}-${last.user_id}` : null,
  };
}
