-- A church's devotions: one a day, written by its leaders, for its members; each member is told
-- of it once on its morning (delivered_at is claimed with the notices).
CREATE TABLE "devotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"church_id" integer NOT NULL,
	"author_id" integer,
	"day" date NOT NULL,
	"title" varchar(120) NOT NULL,
	"passage" varchar(40) NOT NULL,
	"reflection" text NOT NULL,
	"prayer" text NOT NULL,
	"reflection_verses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prayer_verses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotions_church_day_key" UNIQUE("church_id","day")
);
--> statement-breakpoint
ALTER TABLE "devotions" ADD CONSTRAINT "devotions_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotions" ADD CONSTRAINT "devotions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devotions_undelivered_idx" ON "devotions" USING btree ("day") WHERE "devotions"."delivered_at" is null;--> statement-breakpoint
-- A devotion's morning notice leads to it, and goes with it.
ALTER TABLE "notifications" ADD COLUMN "devotion_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_devotion_id_devotions_id_fk" FOREIGN KEY ("devotion_id") REFERENCES "public"."devotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_devotion_id_idx" ON "notifications" USING btree ("devotion_id") WHERE "notifications"."devotion_id" is not null;
