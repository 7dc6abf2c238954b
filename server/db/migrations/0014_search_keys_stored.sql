DROP INDEX "groups_name_search_idx";--> statement-breakpoint
DROP INDEX "users_name_search_idx";--> statement-breakpoint
DROP INDEX "users_church_search_idx";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "name_key" text GENERATED ALWAYS AS (search_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (search_key(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "church_key" text GENERATED ALWAYS AS (search_key(church_affiliation)) STORED;--> statement-breakpoint
CREATE INDEX "groups_name_key_idx" ON "groups" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_key_idx" ON "users" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_church_key_idx" ON "users" USING gin ("church_key" gin_trgm_ops);