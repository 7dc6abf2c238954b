-- Searches and feeds read posts and comments through index-only scans, which stay index-only
-- only on pages the visibility map marks all-visible. Every prayer, comment and check-in
-- rewrites a post row and clears its page's mark until a vacuum sets it again. By default
-- autovacuum waits until a fifth of a table has changed; here it comes after one row in fifty.
ALTER TABLE "posts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "comments" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
