CREATE TABLE "post_audience" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "post_audience_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_list" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_prayed_at" timestamp with time zone,
	CONSTRAINT "prayer_list_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"minute_of_day" integer NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"last_sent_on" date
);
--> statement-breakpoint
CREATE TABLE "prayer_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_counts_check";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience" varchar(12) DEFAULT 'connections' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "category" varchar(20);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "testimony" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "update_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "check_in_asked_at" timestamp with time zone;--> statement-breakpoint
-- Posts already written: a group post's audience is its group; each one was last renewed when written.
UPDATE "posts" SET "audience" = CASE WHEN "group_id" IS NULL THEN 'connections' ELSE 'group' END, "renewed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "post_audience" ADD CONSTRAINT "post_audience_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_audience" ADD CONSTRAINT "post_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_list" ADD CONSTRAINT "prayer_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_list" ADD CONSTRAINT "prayer_list_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_reminders" ADD CONSTRAINT "prayer_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_updates" ADD CONSTRAINT "prayer_updates_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_audience_user_id_idx" ON "post_audience" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayer_list_post_id_idx" ON "prayer_list" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "prayer_updates_post_id_idx" ON "prayer_updates" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "posts_open_prayers_idx" ON "posts" USING btree ("renewed_at") WHERE "posts"."type" = 'prayer' and "posts"."answered_at" is null and "posts"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK (("posts"."audience" = 'group') = ("posts"."group_id" is not null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_prayer_fields_check" CHECK ("posts"."type" = 'prayer' or ("posts"."category" is null and not "posts"."anonymous" and "posts"."answered_at" is null and "posts"."closed_at" is null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_counts_check" CHECK ("posts"."prayer_count" >= 0 and "posts"."comment_count" >= 0 and "posts"."update_count" >= 0);