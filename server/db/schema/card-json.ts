import { type SQL, sql } from "drizzle-orm";

// A post's and a person's fields as the API writes them, as JSON text kept with their rows, so
// the home feed's page is these texts joined rather than JSON built for every post it shows
// (building it was about a third of the feed statement's time in PostgreSQL). PostgreSQL keeps
// them in step with every write of their rows: they are generated columns.
//
// `post_card_json(...)` and `person_card_json(...)`, created by the migration that added these
// columns, write the fields of contract/posts.ts's Post that belong to the post alone (every
// field but authorId, author, prayedByMe, checkIn, myReaction and place, which depend on who reads it
// or live in other rows) and of
// contract/users.ts's PublicUser, times as JavaScript's toISOString() writes them. They are
// declared immutable, as a generated column needs, and are: they read nothing but their
// arguments and no setting (the time pattern has no locale-dependent part).

/** The post's own fields as a JSON object's text. */
export const postCardJson: SQL = sql`post_card_json(id, content, type, image_url, video_url, created_at, prayer_count, comment_count,
  group_id, church_id, moderation, category, anonymous, audience, answered_at, testimony, closed_at, update_count, verses, reactions, mentions,
  link_preview)`;

/** A person's public fields (PublicUser) as a JSON object's text. */
export const personCardJson: SQL = sql`person_card_json(id, first_name, last_name, profile_image_url, banner_image_url,
  church_affiliation, about_me, location)`;
