CREATE TABLE "church_bans" (
	"church_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"banned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_bans_church_id_user_id_pk" PRIMARY KEY("church_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "church_invite_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "church_invite_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"church_id" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_invite_links_uses_check" CHECK ("church_invite_links"."max_uses" is null or "church_invite_links"."uses" <= "church_invite_links"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "church_join_requests" (
	"church_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_join_requests_church_id_user_id_pk" PRIMARY KEY("church_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "church_members" (
	"church_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) DEFAULT 'member' NOT NULL,
	"title" varchar(40),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_members_church_id_user_id_pk" PRIMARY KEY("church_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "churches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "churches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"name" varchar(100) NOT NULL,
	"about" text,
	"tradition" varchar(60),
	"address" varchar(300),
	"place" varchar(100),
	"website" text,
	"contact_email" varchar(254),
	"contact_phone" varchar(40),
	"service_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"join_mode" varchar(10) DEFAULT 'request' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"moderation" varchar(10),
	"search_key" text GENERATED ALWAYS AS (search_key(name || ' ' || coalesce(place, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "church_id" integer;--> statement-breakpoint
ALTER TABLE "church_bans" ADD CONSTRAINT "church_bans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_bans" ADD CONSTRAINT "church_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_bans" ADD CONSTRAINT "church_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_invite_links" ADD CONSTRAINT "church_invite_links_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_invite_links" ADD CONSTRAINT "church_invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_join_requests" ADD CONSTRAINT "church_join_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_join_requests" ADD CONSTRAINT "church_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_members" ADD CONSTRAINT "church_members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_members" ADD CONSTRAINT "church_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_bans_user_id_idx" ON "church_bans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "church_invite_links_code_idx" ON "church_invite_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "church_invite_links_church_idx" ON "church_invite_links" USING btree ("church_id","id");--> statement-breakpoint
CREATE INDEX "church_join_requests_user_id_idx" ON "church_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "church_members_user_id_idx" ON "church_members" USING btree ("user_id","church_id");--> statement-breakpoint
CREATE UNIQUE INDEX "churches_slug_idx" ON "churches" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "churches_search_key_idx" ON "churches" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "churches_created_by_idx" ON "churches" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_church_id_idx" ON "notifications" USING btree ("church_id");