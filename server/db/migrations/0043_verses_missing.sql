-- The rows whose Bible references were never looked for: empty once the background pass is done.
CREATE INDEX "church_announcements_verses_missing_idx" ON "church_announcements" USING btree ("id") WHERE "church_announcements"."verses" is null;
--> statement-breakpoint
CREATE INDEX "event_comments_verses_missing_idx" ON "event_comments" USING btree ("id") WHERE "event_comments"."verses" is null;
--> statement-breakpoint
CREATE INDEX "messages_verses_missing_idx" ON "messages" USING btree ("id") WHERE "messages"."verses" is null;
--> statement-breakpoint
CREATE INDEX "comments_verses_missing_idx" ON "comments" USING btree ("id") WHERE "comments"."verses" is null;
--> statement-breakpoint
CREATE INDEX "posts_verses_missing_idx" ON "posts" USING btree ("id") WHERE "posts"."verses" is null;
--> statement-breakpoint
CREATE INDEX "prayer_updates_verses_missing_idx" ON "prayer_updates" USING btree ("id") WHERE "prayer_updates"."verses" is null;
