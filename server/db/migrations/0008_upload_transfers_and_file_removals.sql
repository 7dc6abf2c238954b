CREATE TABLE "file_removals" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "file_removals_not_before_idx" ON "file_removals" USING btree ("not_before");--> statement-breakpoint
CREATE INDEX "uploads_expires_at_idx" ON "uploads" USING btree ("expires_at");--> statement-breakpoint
-- Whatever deletes an object's or an upload's row (a deleted post, group or account, a
-- replaced picture, the file sweep), its file is queued for removal in the same transaction:
-- a crash between the commit and the file's removal leaves the file to the next sweep.
CREATE FUNCTION "queue_object_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_removals" ("key", "not_before") VALUES (OLD."key", NULL)
  ON CONFLICT ("key") DO UPDATE SET "not_before" = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "queue_upload_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_removals" ("key", "not_before") VALUES ('uploads/' || OLD."id", NULL)
  ON CONFLICT ("key") DO UPDATE SET "not_before" = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "objects_queue_file_removal" AFTER DELETE ON "objects"
FOR EACH ROW EXECUTE FUNCTION "queue_object_file_removal"();
--> statement-breakpoint
CREATE TRIGGER "uploads_queue_file_removal" AFTER DELETE ON "uploads"
FOR EACH ROW EXECUTE FUNCTION "queue_upload_file_removal"();
