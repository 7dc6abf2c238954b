-- Group life in the home feed (each member's choice per group and church), reactions, replies
-- to comments, mentions, and link cards.
CREATE TABLE "comment_reactions" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_reactions_kind_check" CHECK ("comment_reactions"."kind" in ('amen', 'praying', 'love', 'praise'))
);
--> statement-breakpoint
CREATE TABLE "link_preview_fetches" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "post_reactions_kind_check" CHECK ("post_reactions"."kind" in ('amen', 'praying', 'love', 'praise'))
);
--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "feed" varchar(10);--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "feed" varchar(10);--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reactions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "mentions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mentions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "link_preview" jsonb;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_preview_fetches" ADD CONSTRAINT "link_preview_fetches_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_reactions_user_id_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_reactions_user_id_idx" ON "post_reactions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_parent_id_idx" ON "comments" USING btree ("parent_id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "church_members" ADD CONSTRAINT "church_members_feed_check" CHECK ("church_members"."feed" in ('all', 'highlights', 'none'));--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_link_image_check" CHECK ("objects"."kind" <> 'link_image' or "objects"."post_id" is not null);--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_feed_check" CHECK ("group_members"."feed" in ('all', 'highlights', 'none'));;--> statement-breakpoint
-- A post's stored card carries its church, reactions, mentions and link card too.
ALTER TABLE "posts" DROP COLUMN "card_json";--> statement-breakpoint
DROP FUNCTION post_card_json(int, text, text, text, text, timestamptz, int, int, int, text, text, boolean, text, timestamptz, text, timestamptz, int, jsonb);--> statement-breakpoint
CREATE FUNCTION post_card_json(id int, content text, type text, image_url text, video_url text, created_at timestamptz,
  prayer_count int, comment_count int, group_id int, church_id int, moderation text, category text, anonymous boolean, audience text,
  answered_at timestamptz, testimony text, closed_at timestamptz, update_count int, verses jsonb, reactions jsonb, mentions jsonb,
  link_preview jsonb) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT json_build_object('id', id, 'content', content, 'type', type, 'imageUrl', image_url, 'videoUrl', video_url,
    'createdAt', iso_time(created_at), 'prayerCount', prayer_count, 'commentCount', comment_count, 'groupId', group_id,
    'churchId', church_id, 'moderation', moderation, 'category', category, 'anonymous', anonymous, 'audience', audience,
    'answeredAt', iso_time(answered_at), 'testimony', testimony, 'closedAt', iso_time(closed_at), 'updateCount', update_count,
    'verses', coalesce(verses, '[]'::jsonb), 'reactions', reactions, 'mentions', mentions, 'linkPreview', link_preview)::text $$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "card_json" text GENERATED ALWAYS AS (post_card_json(id, content, type, image_url, video_url, created_at, prayer_count, comment_count,
  group_id, church_id, moderation, category, anonymous, audience, answered_at, testimony, closed_at, update_count, verses, reactions, mentions,
  link_preview)) STORED;