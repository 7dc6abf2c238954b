import type { VerseRef } from "../../../contract/verse-refs";
import type { LinkPreview } from "../../../contract/link-previews";
import type { Mention } from "../../../contract/mentions";
import type { PostPlace } from "../../../contract/home-feed-settings";
import type { ReactionCounts, ReactionKind } from "../../../contract/reactions";
import type { Post } from "../../../contract/posts";
import type { AudienceKind, PrayerCategory } from "../../../contract/prayer";
import type { PublicUser } from "../../../contract/users";
import type { UserColumns } from "../../db/client";
import type { ColumnHolding } from "../people/user-fields";

/**
 * A post's row as raw SQL returns it (snake_case): the post, its author and whether the viewer
 * prayed. `author_id` and the author's columns are null where the viewer may not know who wrote
 * it (an anonymous prayer request, to anyone but its author).
 */
export type PostDetailsRow = NullableColumns<UserColumns> & {
  id: number;
  author_id: number | null;
  content: string;
  verses: VerseRef[];
  type: "text" | "image" | "video" | "prayer";
  image_url: string | null;
  video_url: string | null;
  created_at: Date | string;
  prayer_count: number;
  comment_count: number;
  prayed_by_me: boolean;
  group_id: number | null;
  church_id: number | null;
  place: PostPlace | null;
  reactions: ReactionCounts;
  my_reaction: ReactionKind | null;
  mentions: Mention[];
  link_preview: LinkPreview | null;
  moderation: "held" | "removed" | null;
  audience: AudienceKind;
  category: PrayerCategory | null;
  anonymous: boolean;
  answered_at: Date | string | null;
  testimony: string | null;
  closed_at: Date | string | null;
  update_count: number;
  check_in: boolean;
};

type NullableColumns<T> = { [K in keyof T]: T[K] | null };

/**
 * Where one field of a Post comes from in a PostDetailsRow:
 * - a column's name: the column, as it is;
 * - `{ instant: column }`: a time, written as JavaScript's toISOString() writes it (UTC,
 *   milliseconds), or null for none;
 * - `{ person: column }`: a person's public fields (publicUserColumns), their id from that
 *   column and the rest from the row's UserColumns; null when the column is.
 */
type PostFieldSource<T> =
  | ColumnHolding<PostDetailsRow, T>
  | ([T] extends [string] ? { instant: ColumnHolding<PostDetailsRow, Date | string> } : never)
  | ([T] extends [string | null] ? { instant: ColumnHolding<PostDetailsRow, Date | string | null> } : never)
  | ([T] extends [PublicUser | null] ? { person: ColumnHolding<PostDetailsRow, number | null> } : never);

/**
 * The API's Post (contract/posts.ts), field by field, from a PostDetailsRow: the one definition
 * of that JSON. The presenter maps rows with it; the feed's statement joins the same fields
 * from the cards PostgreSQL keeps (db/schema/card-json.ts), and tests/api/posts holds the two
 * equal. The compiler fails if a field of Post is missing or
 * misspelt, or comes from a column that does not hold its type.
 */
export const postFields = {
  id: "id",
  authorId: "author_id",
  author: { person: "author_id" },
  content: "content",
  verses: "verses",
  type: "type",
  imageUrl: "image_url",
  videoUrl: "video_url",
  createdAt: { instant: "created_at" },
  prayerCount: "prayer_count",
  commentCount: "comment_count",
  prayedByMe: "prayed_by_me",
  groupId: "group_id",
  churchId: "church_id",
  place: "place",
  reactions: "reactions",
  myReaction: "my_reaction",
  mentions: "mentions",
  linkPreview: "link_preview",
  moderation: "moderation",
  category: "category",
  anonymous: "anonymous",
  audience: "audience",
  answeredAt: { instant: "answered_at" },
  testimony: "testimony",
  closedAt: { instant: "closed_at" },
  updateCount: "update_count",
  checkIn: "check_in",
} as const satisfies { [F in keyof Post]-?: PostFieldSource<Post[F]> };
