-- A post search reads a slice's group posts by id (the newest first, as it reads every post),
-- then keeps those of groups the member may see. Read group by group instead, a search paid a
-- look into the index for every group it could see, every public group among them, on every
-- slice, whether those groups had written anything or not.
DROP INDEX "posts_group_words_idx";--> statement-breakpoint
CREATE INDEX "posts_group_posts_idx" ON "posts" USING btree ("id") INCLUDE ("group_id", "search_words") WHERE "group_id" is not null;
