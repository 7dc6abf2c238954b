import { versesIn, versesParam } from "../bible/verses-written";
import { type SQL, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { CreatePostBody } from "../../../contract/posts";
import { type AudienceBody, type PrayerCategory, forChurch } from "../../../contract/prayer";
import { cachedRead, type Db, hotRead, preparedRows, queryRows } from "../../db/client";
import { PHOTO_MAX_BYTES } from "../../../contract/limits";
import { type NotificationRow, objects, posts } from "../../db/schema";
import { invalid } from "../../core/errors";
import { removeObjects } from "../files/objects";
import { attachImage, prepareImage, withImage } from "../files/uploads";
import { feedPage, prayerRequestsOf, removeFeedEntries, withFanoutQueued, withOwnFeedRow } from "./feed-entries";
import type { FeedFanout } from "./feed-fanout";
import { type StoredNoticeColumns, notify, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { prayerTeamRequest } from "../churches/prayer-team-notices";
import { placeOf, removedByModerators } from "./removal-notices";
import { checkMentions, mentionsParam, tellMentionedInPost } from "./mentions";
import { cardLinkOf } from "../link-previews/card-link";
import { cardFetchQueued } from "../link-previews/link-preview-queue";
import { placeMembersOf } from "../home-feed/place-feeds";
import {
  hydratePosts,
  insertedPostDetails,
  newestChurchPosts,
  newestGroupPosts,
  newestPostsBy,
  onePost,
  postColumns,
  feedJsonStatement,
} from "./post-query";
import type { PostDetailsRow } from "./post-fields";
import { findVisiblePerson } from "../../policies/person";
import { connectedIdsSql } from "../../policies/connection";
import { type ViewerAndGroup, findMemberGroup, findVisibleGroup } from "../../policies/group";
import { type ViewerAndChurch, findChurchToShareWith, findMemberChurch } from "../../policies/church";
import {
  type ViewerAndPost,
  canSeeAuthorsPosts,
  findDeletablePost,
  findVisiblePost,
  namedAudience,
  readersOfWallPost,
} from "../../policies/post";

/** Where a post stays in its place: a group, or a church's wall. */
type PlaceAudience = { kind: "group"; groupId: number } | { kind: "church"; churchId: number };

type ValidPost = {
  content: string;
  type: NonNullable<CreatePostBody["type"]>;
  imageUrl: string | null;
  videoUrl: string | null;
  category?: PrayerCategory | null;
  anonymous?: boolean;
  /** All the author's connections when not given. */
  audience?: AudienceBody;
  /** The people its words name with "@", as user ids (checked: services/posts/mentions.ts). */
  mentions?: readonly number[];
};

/**
 * The audience of a post written in a group's own route: that group, whatever else it says.
 * A body that names another audience is refused rather than quietly posted somewhere else.
 */
export function groupPostAudience(groupId: number, audience: AudienceBody | undefined): AudienceBody {
  if (audience && (audience.kind !== "group" || audience.groupId !== groupId)) {
    throw invalid("A post in a group is shared with that group: leave out audience, or name this group");
  }
  return { kind: "group", groupId };
}

/**
 * A post: on the author's wall, for all their connections, a few of them by name, or the
 * author alone; or (members only) inside a group, or shared with a church (its prayer wall). A wall post reaches the author's feed in its
 * own transaction and its readers' feeds just after (`fanout`); a private one goes nowhere else.
 */
export async function createPost({ db, storage, tell }: Context, fanout: FeedFanout, authorId: number, body: ValidPost): Promise<PostDetailsRow> {
  const audience = body.audience ?? { kind: "connections" };
  const groupId = audience.kind === "group" ? audience.groupId! : null;
  const church = forChurch(audience.kind) ? { viewerId: authorId, churchId: audience.churchId!, audience: audience.kind, type: body.type } : null;
  // Asked first, so that nobody outside the group or church (nor a post for strangers) has a photo processed for nothing.
  if (groupId) await findMemberGroup(db, { viewerId: authorId, groupId });
  if (church) await findChurchToShareWith(db, church);
  if (audience.kind === "people") await namedAudience(db, { authorId, userIds: audience.userIds ?? [] });
  const place = { groupId, churchId: church?.churchId ?? null };
  const mentions = await checkMentions(db, { writerId: authorId, place, userIds: body.mentions, content: body.content });
  // Told once it has committed, as the prayer team is.
  let mentionNotices: NotificationRow[] = [];
  const verses = versesIn(body.content);
  // Its card is read after it is written, from the link queued with it.
  const cardLink = cardLinkOf(body.content, body.videoUrl);
  // The prayer team's notices, stored with the request and told once it has committed.
  let teamNotices: NotificationRow[] = [];
  // One statement: the post, its named readers, on a wall the author's feed row and the
  // queued copy, and the post's details for the answer. Its transaction first asks again, so
  // that a group deleted (or an author removed) meanwhile, or a connection ended, is answered,
  // not crashed into or shared with.
  const insert = async (tx: Db, imageUrl: string | null) => {
    if (groupId) await findMemberGroup(tx, { viewerId: authorId, groupId }, "key share");
    if (church) await findChurchToShareWith(tx, church, "key share");
    const named = audience.kind === "people" ? await namedAudience(tx, { authorId, userIds: audience.userIds ?? [] }) : [];
    const post = sql`
      insert into posts as p (author_id, group_id, church_id, audience, category, anonymous, content, verses, type, image_url, video_url, mentions)
      values (${authorId}, ${groupId}, ${church?.churchId ?? null}, ${audience.kind}, ${body.category ?? null}, ${body.anonymous ?? false},
        ${body.content}, ${versesParam(verses)}, ${body.type}, ${imageUrl}, ${body.videoUrl}, ${mentionsParam(mentions)})
      returning ${postColumns}`;
    const details = insertedPostDetails(authorId);
    const readers = named.length
      ? sql`, readers as (insert into post_audience (post_id, user_id) select post.id, u from post, unnest(${sql.param(named)}::int[]) u)`
      : body.anonymous && audience.kind === "connections"
        ? sql`, readers as (${fixAnonymousReaders(authorId, sql`(select id from post)`)})`
        : sql``;
    // A private post is its author's alone; any other reaches its readers' feeds through the
    // queue (a group's or a church's: its members', as each one's choice for the place admits).
    const card = cardFetchQueued(cardLink);
    const written =
      audience.kind === "private" ? withOwnFeedRow(post, sql`${card} ${details}`) : withFanoutQueued(post, sql`${readers}${card} ${details}`);
    const [row] = await queryRows<PostDetailsRow>(tx, written);
    if (church?.audience === "prayer_team") {
      const notice = prayerTeamRequest({
        authorId,
        anonymous: body.anonymous ?? false,
        churchId: church.churchId,
        postId: row!.id,
        content: body.content,
      });
      teamNotices = storedNotices(notice, await queryRows<StoredNoticeColumns>(tx, notifyEachStatement(notice)));
    }
    mentionNotices = await tellMentionedInPost(tx, {
      id: row!.id,
      authorId,
      anonymous: body.anonymous ?? false,
      content: body.content,
      mentions,
    });
    return row!;
  };
  let row: PostDetailsRow;
  if (body.imageUrl) {
    const image = await prepareImage(db, storage, authorId, body.imageUrl, "post", PHOTO_MAX_BYTES);
    row = await withImage(storage, image, (prepared) =>
      db.transaction(async (tx) => {
        const written = await insert(tx, `/objects/${prepared.key}`);
        await attachImage(tx, prepared, { userId: authorId, kind: "post", postId: written.id });
        return written;
      }),
    );
  } else {
    row =
      groupId || church || audience.kind === "people" || mentions.length
        ? await db.transaction((tx) => insert(tx, null))
        : await insert(db, null);
  }
  // Its readers hear of it once it is in their feeds (see drainFanouts).
  if (audience.kind !== "private") fanout.kick();
  for (const notice of [...teamNotices, ...mentionNotices]) tell.notice(notice);
  return row;
}

/** Where no fan-out is at hand: its sweep, within a second, copies what was queued. */
const sweptSoon: FeedFanout = { kick() {}, close: async () => {} };

/**
 * A post in a group or a church, written where no feed fanout is at hand (a background task):
 * the same rules and the same write as any other; its members' feeds get it at the fan-out's
 * next sweep.
 */
export const createPlacePost = (context: Context, authorId: number, body: ValidPost & { audience: PlaceAudience }) =>
  createPost(context, sweptSoon, authorId, body);

/**
 * The readers of an anonymous request to all connections, fixed as it is written: the
 * author's connections now, whoever they are connected to later (see policies/post.ts). An
 * insert over `post_audience` for the post `postId` names (SQL).
 */
export const fixAnonymousReaders = (authorId: number, postId: SQL): SQL =>
  sql`insert into post_audience (post_id, user_id) select ${postId}, c.id from (${connectedIdsSql(authorId)}) c`;

/**
 * The home feed: the viewer's own posts and their connections', newest first, as the JSON
 * text of a `Post[]` page (see feedJsonStatement). `prayers`: prayer requests only, of one
 * category if it names one (statements of their own: the unfiltered feed's stays as it is).
 */
export async function feedJson(
  db: Db,
  viewerId: number,
  limit: number,
  cursor?: number,
  prayers?: { category: PrayerCategory | null },
): Promise<string> {
  const key = `feed:${viewerId}:${limit}:${cursor ?? ""}:${prayers ? `prayers:${prayers.category ?? ""}` : ""}`;
  const row = await cachedRead(
    db,
    key,
    async () => {
      const [row] = prayers
        ? await preparedRows(db, cursor ? prayerFeedNextPage : prayerFeedFirstPage, { viewerId, limit, cursor, category: prayers.category })
        : await preparedRows(db, cursor ? feedNextPage : feedFirstPage, { viewerId, limit, cursor });
      return row!;
    },
    // A page shows its reader's own feed, any post just queued for its readers' feeds (`f`), and
    // for each post, the post (its place's name kept on its row) and its author.
    (row) => (row.shows ? [`u:${viewerId}`, "f", ...row.shows.split(" ")] : [`u:${viewerId}`, "f"]),
    (row) => row.page.length + (row.shows?.length ?? 0),
  );
  return row.page;
}

/** The feed's one statement (also run straight on the database by the benchmark). */
export function feedStatement(viewerId: number, limit: number, cursor?: number) {
  return feedJsonStatement(viewerId, feedPage(viewerId, limit, cursor));
}

/** The prayer requests' feed (`category` null for all of them), as one statement. */
function prayerFeedStatement(viewerId: number, limit: number, category: PrayerCategory | null, cursor?: number) {
  return feedJsonStatement(viewerId, feedPage(viewerId, limit, cursor, prayerRequestsOf(category)));
}

type FeedPageValues = { viewerId: number; limit: number; cursor?: number };
/** A page's JSON, and the keys of what it shows (see cachedRead). */
type FeedPageRow = { page: string; shows: string | null };
export const feedFirstPage = hotRead<FeedPageValues, FeedPageRow>(["viewerId", "limit"], (v) => feedStatement(v.viewerId, v.limit));
export const feedNextPage = hotRead<FeedPageValues, FeedPageRow>(["viewerId", "limit", "cursor"], (v) =>
  feedStatement(v.viewerId, v.limit, v.cursor),
);
type PrayerFeedValues = FeedPageValues & { category: PrayerCategory | null };
export const prayerFeedFirstPage = hotRead<PrayerFeedValues, FeedPageRow>(["viewerId", "limit", "category"], (v) =>
  prayerFeedStatement(v.viewerId, v.limit, v.category),
);
export const prayerFeedNextPage = hotRead<PrayerFeedValues, FeedPageRow>(["viewerId", "limit", "cursor", "category"], (v) =>
  prayerFeedStatement(v.viewerId, v.limit, v.category, v.cursor),
);

/** Which of a list's posts: all of them, or answered prayers only (`answered`). */
export type PostListFilter = { answered?: boolean };

/** One person's posts, as far as the viewer may see them (none, for a stranger). */
export async function postsByUser(
  db: Db,
  { viewerId, authorId }: { viewerId: number; authorId: number },
  limit: number,
  cursor?: number,
  { answered = false }: PostListFilter = {},
) {
  await findVisiblePerson(db, { viewerId, userId: authorId });
  if (!(await canSeeAuthorsPosts(db, { viewerId, authorId }))) return [];
  return hydratePosts(db, viewerId, newestPostsBy(viewerId, authorId, limit, cursor, answered));
}

/** A group's own feed, for whoever may see the group. */
export async function groupFeed(
  db: Db,
  { viewerId, groupId }: ViewerAndGroup,
  limit: number,
  cursor?: number,
  { answered = false }: PostListFilter = {},
) {
  await findVisibleGroup(db, { viewerId, groupId });
  return hydratePosts(db, viewerId, newestGroupPosts(viewerId, groupId, limit, cursor, answered));
}

/**
 * A church's prayer wall, for its members: the posts shared with it, newest first, each as far
 * as the reader may see it (a prayer-team-only request, the team alone).
 */
export async function churchFeed(db: Db, ask: ViewerAndChurch, limit: number, cursor?: number, { answered = false }: PostListFilter = {}) {
  const { church } = await findMemberChurch(db, ask);
  return hydratePosts(db, ask.viewerId, newestChurchPosts(ask.viewerId, church.id, limit, cursor, answered));
}

export async function getPost(db: Db, { viewerId, postId }: ViewerAndPost): Promise<PostDetailsRow> {
  await findVisiblePost(db, { viewerId, postId });
  return (await hydratePosts(db, viewerId, onePost(postId)))[0]!;
}

/**
 * The author deletes a post (or whoever moderates where it was posted: findDeletablePost); its prayers,
 * comments, notifications and photo go with it. An author whose post an admin removed is told.
 */
export async function deletePost({ db, storage, tell }: Context, { viewerId, postId }: ViewerAndPost): Promise<void> {
  const post = await findDeletablePost(db, { viewerId, postId });
  const images = await db.select({ key: objects.key }).from(objects).where(eq(objects.postId, postId));
  const { notice, readers } = await db.transaction(async (tx) => {
    // Read while its named audience is still there: only they (or all connections) had it.
    const from = placeOf(post);
    const readers =
      from === null
        ? await readersOfWallPost(tx, { authorId: post.authorId, postId })
        : (await queryRows<{ user_id: number }>(tx, placeMembersOf(post))).map((row) => row.user_id);
    const deleted = await tx.delete(posts).where(eq(posts.id, postId)).returning({ id: posts.id });
    await removeFeedEntries(tx, { authorId: post.authorId, postId, readers });
    if (from === null) return { notice: null, readers };
    if (!deleted.length || post.authorId === viewerId) return { notice: null, readers };
    const removal = removedByModerators({ authorId: post.authorId, from, postId: null, what: "post", content: post.content });
    return { notice: await notify(tx, removal), readers };
  });
  tell.notice(notice);
  // Gone from the open screens of whoever deleted it, its author, and the feeds of those who could see it.
  tell.changed([...new Set([viewerId, post.authorId, ...readers])], { kind: "post-deleted", postId });
  await removeObjects(
    storage,
    images.map((i) => i.key),
  );
}
