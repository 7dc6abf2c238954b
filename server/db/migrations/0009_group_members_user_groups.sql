DROP INDEX "group_members_user_id_idx";--> statement-breakpoint
CREATE INDEX "group_members_user_id_idx" ON "group_members" USING btree ("user_id","group_id");