CREATE TABLE "feed_entries" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "feed_entries_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "feed_fanouts" (
	"post_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_user_id_idx";--> statement-breakpoint
DROP INDEX "posts_author_id_idx";--> statement-breakpoint
DROP INDEX "posts_group_id_idx";--> statement-breakpoint
ALTER TABLE "feed_fanouts" ADD CONSTRAINT "feed_fanouts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "posts_author_id_idx" ON "posts" USING btree ("author_id","id") WHERE "posts"."group_id" is null;--> statement-breakpoint
CREATE INDEX "posts_group_id_idx" ON "posts" USING btree ("group_id","id") WHERE "posts"."group_id" is not null;--> statement-breakpoint
-- Existing posts go into the feeds they belong in: the author's own and each connection's.
INSERT INTO "feed_entries" ("user_id", "post_id")
SELECT p."author_id", p."id" FROM "posts" p WHERE p."group_id" IS NULL
UNION
SELECT c."addressee_id", p."id" FROM "posts" p JOIN "connections" c ON c."requester_id" = p."author_id" AND c."status" = 'accepted' WHERE p."group_id" IS NULL
UNION
SELECT c."requester_id", p."id" FROM "posts" p JOIN "connections" c ON c."addressee_id" = p."author_id" AND c."status" = 'accepted' WHERE p."group_id" IS NULL;
