-- The feed's posts and people as the API writes them, kept with their rows (server/db/schema/card-json.ts).
-- A time as JavaScript's toISOString() writes it. Immutable in fact: the pattern has no
-- locale-dependent part and the time is read in UTC whatever the session's zone.
CREATE FUNCTION iso_time(t timestamptz) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;--> statement-breakpoint
-- A post's own fields of the API's Post (all but authorId, author, prayedByMe and checkIn, which
-- depend on who reads it).
CREATE FUNCTION post_card_json(id int, content text, type text, image_url text, video_url text, created_at timestamptz,
  prayer_count int, comment_count int, group_id int, moderation text, category text, anonymous boolean, audience text,
  answered_at timestamptz, testimony text, closed_at timestamptz, update_count int) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT json_build_object('id', id, 'content', content, 'type', type, 'imageUrl', image_url, 'videoUrl', video_url,
    'createdAt', iso_time(created_at), 'prayerCount', prayer_count, 'commentCount', comment_count, 'groupId', group_id,
    'moderation', moderation, 'category', category, 'anonymous', anonymous, 'audience', audience,
    'answeredAt', iso_time(answered_at), 'testimony', testimony, 'closedAt', iso_time(closed_at), 'updateCount', update_count)::text $$;--> statement-breakpoint
-- The API's PublicUser.
CREATE FUNCTION person_card_json(id int, first_name text, last_name text, profile_image_url text, banner_image_url text,
  church_affiliation text, about_me text, location text) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT json_build_object('id', id, 'firstName', first_name, 'lastName', last_name, 'profileImageUrl', profile_image_url,
    'bannerImageUrl', banner_image_url, 'churchAffiliation', church_affiliation, 'aboutMe', about_me, 'location', location)::text $$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "card_json" text GENERATED ALWAYS AS (post_card_json(id, content, type, image_url, video_url, created_at, prayer_count, comment_count,
  group_id, moderation, category, anonymous, audience, answered_at, testimony, closed_at, update_count)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_json" text GENERATED ALWAYS AS (person_card_json(id, first_name, last_name, profile_image_url, banner_image_url,
  church_affiliation, about_me, location)) STORED;
