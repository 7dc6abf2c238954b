-- The Bible references found in what members write, kept with each text (null: written before
-- references were found, until the background pass looks).
ALTER TABLE "posts" ADD COLUMN "verses" jsonb;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "verses" jsonb;--> statement-breakpoint
ALTER TABLE "prayer_updates" ADD COLUMN "verses" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "verses" jsonb;--> statement-breakpoint
ALTER TABLE "church_announcements" ADD COLUMN "verses" jsonb;--> statement-breakpoint
ALTER TABLE "event_comments" ADD COLUMN "verses" jsonb;--> statement-breakpoint
-- A post's stored card carries its references too ([] while not yet looked for).
ALTER TABLE "posts" DROP COLUMN "card_json";--> statement-breakpoint
DROP FUNCTION post_card_json(int, text, text, text, text, timestamptz, int, int, int, text, text, boolean, text, timestamptz, text, timestamptz, int);--> statement-breakpoint
CREATE FUNCTION post_card_json(id int, content text, type text, image_url text, video_url text, created_at timestamptz,
  prayer_count int, comment_count int, group_id int, moderation text, category text, anonymous boolean, audience text,
  answered_at timestamptz, testimony text, closed_at timestamptz, update_count int, verses jsonb) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT json_build_object('id', id, 'content', content, 'type', type, 'imageUrl', image_url, 'videoUrl', video_url,
    'createdAt', iso_time(created_at), 'prayerCount', prayer_count, 'commentCount', comment_count, 'groupId', group_id,
    'moderation', moderation, 'category', category, 'anonymous', anonymous, 'audience', audience,
    'answeredAt', iso_time(answered_at), 'testimony', testimony, 'closedAt', iso_time(closed_at), 'updateCount', update_count,
    'verses', coalesce(verses, '[]'::jsonb))::text $$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "card_json" text GENERATED ALWAYS AS (post_card_json(id, content, type, image_url, video_url, created_at, prayer_count, comment_count,
  group_id, moderation, category, anonymous, audience, answered_at, testimony, closed_at, update_count, verses)) STORED;
