-- A post's reactions move in with its prayers: both are a member's marks on a post, and kept
-- in one table, one probe of its key (post, member) tells a page of the home feed both whether
-- its reader prayed and how they reacted, where two tables cost two probes of each post. The
-- counts kept on the posts do not change. The reactions' read-cache watch goes with their
-- table; the prayers' (on this table) already names each post.
ALTER TABLE "interactions" ADD COLUMN "kind" varchar(10);--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_kind_check" CHECK (("interactions"."type" = 'reaction') = ("interactions"."kind" is not null));--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_reaction_kind_check" CHECK ("interactions"."kind" in ('amen', 'praying', 'love', 'praise'));--> statement-breakpoint
INSERT INTO "interactions" ("post_id", "user_id", "type", "kind", "created_at")
  SELECT "post_id", "user_id", 'reaction', "kind", "created_at" FROM "post_reactions";--> statement-breakpoint
DROP TABLE "post_reactions" CASCADE;
--> statement-breakpoint
DROP FUNCTION "read_cache_post_reactions"();
