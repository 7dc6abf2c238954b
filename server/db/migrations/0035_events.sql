CREATE TABLE "event_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"moderation" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_occurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"original_start" timestamp NOT NULL,
	"starts_local" timestamp NOT NULL,
	"ends_local" timestamp NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"moved" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"going_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"occurrence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" varchar(5) NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remind_at" timestamp with time zone,
	CONSTRAINT "event_rsvps_occurrence_id_user_id_pk" PRIMARY KEY("occurrence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminder" varchar(4) DEFAULT 'hour' NOT NULL,
	"calendar_token" varchar(32),
	CONSTRAINT "event_settings_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"church_id" integer,
	"group_id" integer,
	"created_by" integer,
	"audience" varchar(10),
	"title" varchar(120) NOT NULL,
	"description" text,
	"cover_url" text,
	"time_zone" varchar(64) NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_local" timestamp NOT NULL,
	"ends_local" timestamp NOT NULL,
	"recurrence" text,
	"occurrences_until" timestamp NOT NULL,
	"place" text,
	"online_url" text,
	"capacity" integer,
	"cancelled_at" timestamp with time zone,
	"relaid_at" timestamp with time zone,
	"moderation" varchar(10),
	"title_key" text GENERATED ALWAYS AS (search_key(title)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_one_host_check" CHECK ("events"."church_id" is null or "events"."group_id" is null),
	CONSTRAINT "events_audience_check" CHECK (("events"."audience" is not null) = ("events"."church_id" is not null)),
	CONSTRAINT "events_member_organiser_check" CHECK ("events"."church_id" is not null or "events"."group_id" is not null or "events"."created_by" is not null)
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ALTER COLUMN "target_type" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_type" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD COLUMN "events" varchar(10) DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "occurrence_id" integer;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_comments_author_idx" ON "event_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "event_occurrences_event_idx" ON "event_occurrences" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_starts_at_idx" ON "event_occurrences" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_exceptions_idx" ON "event_occurrences" USING btree ("event_id") WHERE "event_occurrences"."moved" or "event_occurrences"."cancelled";--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id","occurrence_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_remind_at_idx" ON "event_rsvps" USING btree ("remind_at") WHERE "event_rsvps"."remind_at" is not null;--> statement-breakpoint
CREATE INDEX "event_rsvps_waitlist_idx" ON "event_rsvps" USING btree ("occurrence_id","answered_at") WHERE "event_rsvps"."waitlisted";--> statement-breakpoint
CREATE INDEX "events_title_key_idx" ON "events" USING gin ("title_key" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "events_church_id_idx" ON "events" USING btree ("church_id") WHERE "events"."church_id" is not null;--> statement-breakpoint
CREATE INDEX "events_group_id_idx" ON "events" USING btree ("group_id") WHERE "events"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_event_id_idx" ON "objects" USING btree ("event_id") WHERE "objects"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_event_id_idx" ON "notifications" USING btree ("event_id") WHERE "notifications"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_occurrence_id_idx" ON "notifications" USING btree ("occurrence_id") WHERE "notifications"."occurrence_id" is not null;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_event_check" CHECK (("objects"."kind" = 'event_cover') = ("objects"."event_id" is not null));