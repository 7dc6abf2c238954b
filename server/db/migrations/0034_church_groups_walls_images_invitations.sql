CREATE TABLE "site_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"inviter_id" integer NOT NULL,
	"email" varchar(254),
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ALTER COLUMN "kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "church_id" integer;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "church_id" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "kind" varchar(12) DEFAULT 'group' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "church_id" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "site_invitations" ADD CONSTRAINT "site_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_invitations" ADD CONSTRAINT "site_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_invitations_code_idx" ON "site_invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "site_invitations_inviter_idx" ON "site_invitations" USING btree ("inviter_id","id");--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_church_id_idx" ON "objects" USING btree ("church_id") WHERE "objects"."church_id" is not null;--> statement-breakpoint
CREATE INDEX "groups_church_id_idx" ON "groups" USING btree ("church_id") WHERE "groups"."church_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_church_id_idx" ON "posts" USING btree ("church_id","id") WHERE "posts"."church_id" is not null;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_check" CHECK (("objects"."kind" in ('avatar', 'banner', 'post')) = ("objects"."owner_id" is not null));--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_church_check" CHECK (("objects"."kind" in ('church_logo', 'church_banner')) = ("objects"."church_id" is not null));--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_kind_check" CHECK (("groups"."kind" = 'group') = ("groups"."church_id" is null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_church_audience_check" CHECK (("posts"."audience" in ('church', 'prayer_team')) = ("posts"."church_id" is not null));