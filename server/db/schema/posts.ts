import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { INTERACTION_TYPES, POST_TYPES } from "../../../contract/posts";
import { AUDIENCE_KINDS, PRAYER_CATEGORIES } from "../../../contract/prayer";
import { MODERATION_STATES } from "../../../contract/moderation";
import { textVector } from "./search-keys";
import { postCardJson } from "./card-json";
import { createdAt, mentions, reactionCounts, tsvector, verses } from "./columns";
import { REACTION_KINDS, type ReactionKind } from "../../../contract/reactions";
import type { LinkPreview } from "../../../contract/link-previews";
import { type AnyPgColumn, jsonb } from "drizzle-orm/pg-core";
import { type PublicUserRow, users } from "./people";
import { groups } from "./groups";
import { churches } from "./churches";

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    verses: verses(),
    type: varchar("type", { length: 10, enum: POST_TYPES }).notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    // Set for a post made inside a group: then the group's rules decide who sees it.
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    // Set for a post shared with a church (its prayer wall): the church's members read it, or
    // with the "prayer_team" audience only the members of the church's prayer teams.
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    // Its group or church as a card seen outside that place names it (the API's PostPlace, as
    // JSON text; null on a wall): kept in step by the database (the triggers of the migration that added it) as
    // the post is written and whenever the place is renamed, so the home feed reads no table of
    // places for it.
    placeCard: text("place_card"),
    // Whether its group or church is held or removed by moderators (so nobody's home feed shows
    // it), kept in step by the same triggers: the feed asks the post's row, not the place's.
    placeHidden: boolean("place_hidden").notNull().default(false),
    // Kept in step with their rows inside each write's transaction, so reads never count.
    prayerCount: integer("prayer_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    // Null while shown. "held": enough members reported it that it waits for a moderator;
    // "removed": a moderator took it down. Either way only its author still sees it, marked.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // Who may see it (contract/prayer.ts): "group" exactly when it was posted in a group;
    // "people" names its readers in post_audience; "private" is the author's alone. An
    // anonymous request to all connections keeps there the connections it was written for.
    audience: varchar("audience", { length: 12, enum: AUDIENCE_KINDS }).notNull().default("connections"),
    // A prayer request's own: its category, whether its author is named, and how it went on.
    category: varchar("category", { length: 20, enum: PRAYER_CATEGORIES }),
    anonymous: boolean("anonymous").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    testimony: text("testimony"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updateCount: integer("update_count").notNull().default(0),
    reactions: reactionCounts(),
    mentions: mentions(),
    // The card of its first link, once the server has read the page (null: none, or not yet).
    linkPreview: jsonb("link_preview").$type<LinkPreview>(),
    // When its author last spoke for it (written, updated, or kept open when asked): the
    // "Still need prayer?" question waits 30 days from here, and "Pray now" puts fresh news first.
    renewedAt: timestamp("renewed_at", { withTimezone: true }).notNull().defaultNow(),
    // When the author was last asked "Still need prayer?" (after renewed_at: not yet answered).
    checkInAskedAt: timestamp("check_in_asked_at", { withTimezone: true }),
    // Its words as search matches and ranks them (search-keys.ts), kept with the row so a
    // search neither parses the text again nor visits the table to test a match.
    searchWords: tsvector("search_words").generatedAlwaysAs(textVector(sql`content`)),
    // Its own fields as the API writes them (see card-json.ts), for the feed to join as they are.
    cardJson: text("card_json").generatedAlwaysAs(postCardJson),
    createdAt: createdAt(),
  },
  (t) => [
    // Profiles read an author's newest posts first; ids grow with time. Group posts live in
    // their group's feed, read through the second index. Both are ascending on purpose: read
    // backwards they give `order by id desc` exactly (a `desc` index sorts nulls last, which
    // `order by id desc` does not ask for, so the planner would sort instead of stopping at
    // one page).
    index("posts_author_id_idx").on(t.authorId, t.id).where(sql`${t.groupId} is null`),
    // The rows whose Bible references were never looked for (written before they were found):
    // empty once the background pass is done, so that finding none left costs nothing.
    index("posts_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
    index("posts_group_id_idx").on(t.groupId, t.id).where(sql`${t.groupId} is not null`),
    index("posts_church_id_idx").on(t.churchId, t.id).where(sql`${t.churchId} is not null`),
    // Full-text search of what was written. The index is written at once rather than through
    // GIN's pending list, which every search would otherwise read whole.
    // Two more indexes are made by the migration alone, as Drizzle cannot spell INCLUDE: the
    // author index again with the words alongside (posts_wall_words_idx), so a member's search
    // reads the words of their own circle's posts from the index without visiting the table;
    // and group posts by id with their group and words (posts_group_posts_idx), so a search
    // reads a slice's group posts without a look for every group.
    index("posts_search_idx").using("gin", t.searchWords).with({ fastupdate: "off" }),
    check("posts_type_check", sql`${t.type} in ('text', 'image', 'video', 'prayer')`),
    check("posts_counts_check", sql`${t.prayerCount} >= 0 and ${t.commentCount} >= 0 and ${t.updateCount} >= 0`),
    check("posts_audience_check", sql`(${t.audience} = 'group') = (${t.groupId} is not null)`),
    check("posts_church_audience_check", sql`(${t.audience} in ('church', 'prayer_team')) = (${t.churchId} is not null)`),
    check(
      "posts_prayer_fields_check",
      sql`${t.type} = 'prayer' or (${t.category} is null and not ${t.anonymous} and ${t.answeredAt} is null and ${t.closedAt} is null)`,
    ),
    // The open prayer requests not yet asked about since their last news, oldest news first:
    // what the check-in asks about. A request leaves the index once asked, so each batch reads
    // only requests still to ask, not every one asked before it (at a hundred thousand due at
    // once, that walk made the whole run quadratic).
    index("posts_check_in_due_idx")
      .on(t.renewedAt)
      .where(
        sql`${t.type} = 'prayer' and ${t.answeredAt} is null and ${t.closedAt} is null and (${t.checkInAskedAt} is null or ${t.checkInAskedAt} < ${t.renewedAt})`,
      ),
  ],
);

// A post as the app handles it: its stored search words are the database's, read by search
// alone (a whole-row select may carry them; nothing passes them on).
export type PostRow = Omit<typeof posts.$inferSelect, "searchWords" | "cardJson">;

/**
 * The connections a post with the "people" audience is shared with, by name; and those an
 * anonymous request to all connections was written for (its readers, fixed then).
 */
export const postAudience = pgTable(
  "post_audience",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_audience_user_id_idx").on(t.userId)],
);

/**
 * The home feed, written ahead: one row per post (outside groups) per person whose feed it
 * belongs in, the author included. A page is then one short index range instead of a walk
 * over every connection's posts. Rows are derived from posts and connections and kept in
 * step by `services/posts/feed-entries.ts`; no foreign keys, so writing a hub's post to thousands
 * of feeds checks nothing per row, and the feed query joins `posts`, so a row left by a
 * deleted post is never shown.
 */
export const feedEntries = pgTable(
  "feed_entries",
  {
    userId: integer("user_id").notNull(),
    postId: integer("post_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/**
 * Posts written but not yet copied into their readers' feeds. The row commits with the post,
 * so a crash between the two loses nothing: the next drain picks it up. Until then the feed
 * query reads these posts directly.
 */
export const feedFanouts = pgTable("feed_fanouts", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
});

/**
 * A member's marks on a post: their prayer ("prayer"), and their reaction ("reaction", its
 * `kind`: contract/reactions.ts), each at most once, each counted with the post
 * (prayer_count, reactions). Kept in one table so that one probe of its key tells a page of
 * the feed both whether its reader prayed and how they reacted.
 */
export const interactions = pgTable(
  "interactions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 10, enum: [...INTERACTION_TYPES, "reaction"] }).notNull(),
    kind: varchar("kind", { length: 10, enum: REACTION_KINDS }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.type] }),
    index("interactions_user_id_idx").on(t.userId),
    // A reaction has a kind, and only a reaction.
    check("interactions_kind_check", sql`(${t.type} = 'reaction') = (${t.kind} is not null)`),
    check("interactions_reaction_kind_check", sql`${t.kind} in ('amen', 'praying', 'love', 'praise')`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    verses: verses(),
    // The comment it answers (one level: never itself an answer); its answers go with it.
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    reactions: reactionCounts(),
    mentions: mentions(),
    // As a post's: null while shown, else "held" or "removed" (seen by its author alone).
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // As a post's.
    searchWords: tsvector("search_words").generatedAlwaysAs(textVector(sql`content`)),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_id_idx").on(t.postId, t.id),
    // As a post's.
    index("comments_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
    index("comments_author_id_idx").on(t.authorId),
    index("comments_parent_id_idx").on(t.parentId).where(sql`${t.parentId} is not null`),
    index("comments_search_idx").using("gin", t.searchWords).with({ fastupdate: "off" }),
  ],
);

// A comment as the app handles it, without its search words, as a post.
export type CommentRow = Omit<typeof comments.$inferSelect, "searchWords">;

/** A comment and its author, or no author: the author of an anonymous post, to anyone else. */
export type CommentWithAuthor = { comment: CommentRow; author: PublicUserRow | null; myReaction?: ReactionKind | null };

/** A member's reaction to a comment, as to a post. */
export const commentReactions = pgTable(
  "comment_reactions",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10, enum: REACTION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_reactions_user_id_idx").on(t.userId),
    check("comment_reactions_kind_check", sql`${t.kind} in ('amen', 'praying', 'love', 'praise')`),
  ],
);

/**
 * Posts whose first link is still to be read for its card. The row commits with the post, so
 * a restart loses none: any process takes it up (the page is read off the request path).
 */
export const linkPreviewFetches = pgTable("link_preview_fetches", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  attempts: integer("attempts").notNull().default(0),
  notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
});
