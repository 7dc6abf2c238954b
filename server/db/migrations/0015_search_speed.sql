-- Search, faster: the words of posts and comments are stored with their rows (no text is parsed
-- again to test or rank a match), every search GIN index is written at once instead of through a
-- pending list each search would read whole, and people are found through their distinct names.
CREATE TABLE "search_keys" (
	"kind" varchar(6) NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "search_keys_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "search_keys_kind_check" CHECK ("kind" in ('name', 'church'))
);
--> statement-breakpoint
DROP INDEX "users_name_key_idx";--> statement-breakpoint
DROP INDEX "users_church_key_idx";--> statement-breakpoint
DROP INDEX "comments_search_idx";--> statement-breakpoint
DROP INDEX "groups_name_key_idx";--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_key(content))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_key(content))) STORED;--> statement-breakpoint
CREATE INDEX "search_keys_name_idx" ON "search_keys" USING gin ("key" gin_trgm_ops) WITH (fastupdate=off) WHERE "search_keys"."kind" = 'name';--> statement-breakpoint
CREATE INDEX "search_keys_church_idx" ON "search_keys" USING gin ("key" gin_trgm_ops) WITH (fastupdate=off) WHERE "search_keys"."kind" = 'church';--> statement-breakpoint
CREATE INDEX "users_name_key_id_idx" ON "users" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "users_church_key_id_idx" ON "users" USING btree ("church_key","id") WHERE "users"."church_key" is not null;--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_words") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "groups_name_key_idx" ON "groups" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_words") WITH (fastupdate=off);;--> statement-breakpoint
-- A member's search reads the words of their circle's posts from these alone (index-only):
-- wall posts by the authors they may read, posts in the groups they see.
CREATE INDEX "posts_wall_words_idx" ON "posts" USING btree ("author_id","id") INCLUDE ("search_words") WHERE "group_id" is null;--> statement-breakpoint
CREATE INDEX "posts_group_words_idx" ON "posts" USING btree ("group_id","id") INCLUDE ("search_words") WHERE "group_id" is not null;--> statement-breakpoint
-- search_keys follows users: a key is added when someone comes to hold it, and removed when
-- the last one holding it is renamed or leaves. A transaction lock per key orders the two, so a
-- removal never misses a holder that another transaction is adding at the same moment.
CREATE FUNCTION public.search_keys_follow_users() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  kinds text[] := ARRAY['name', 'church'];
  old_keys text[] := CASE WHEN TG_OP = 'INSERT' THEN ARRAY[NULL, NULL]::text[] ELSE ARRAY[OLD.name_key, OLD.church_key] END;
  new_keys text[] := CASE WHEN TG_OP = 'DELETE' THEN ARRAY[NULL, NULL]::text[] ELSE ARRAY[NEW.name_key, NEW.church_key] END;
BEGIN
  FOR i IN 1..2 LOOP
    CONTINUE WHEN old_keys[i] IS NOT DISTINCT FROM new_keys[i];
    IF new_keys[i] IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtext('search_keys'), hashtext(kinds[i] || ':' || new_keys[i]));
      INSERT INTO search_keys (kind, key) VALUES (kinds[i], new_keys[i]) ON CONFLICT DO NOTHING;
    END IF;
    IF old_keys[i] IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtext('search_keys'), hashtext(kinds[i] || ':' || old_keys[i]));
      IF i = 1 THEN
        DELETE FROM search_keys k WHERE k.kind = 'name' AND k.key = old_keys[i]
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.name_key = old_keys[i]);
      ELSE
        DELETE FROM search_keys k WHERE k.kind = 'church' AND k.key = old_keys[i]
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.church_key = old_keys[i]);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_keys" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "church_affiliation" ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.search_keys_follow_users();--> statement-breakpoint
INSERT INTO "search_keys" ("kind", "key")
  SELECT DISTINCT 'name', "name_key" FROM "users"
  UNION
  SELECT DISTINCT 'church', "church_key" FROM "users" WHERE "church_key" IS NOT NULL;