ALTER TABLE "rooms" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rooms_starts_idx" ON "rooms" USING btree ("starts_at") WHERE "rooms"."starts_at" is not null;