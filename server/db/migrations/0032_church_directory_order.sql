ALTER TABLE "church_members" ADD COLUMN "rank" smallint GENERATED ALWAYS AS (case role when 'owner' then 0 when 'leader' then 1 else 2 end) STORED;--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "church_members_directory_idx" ON "church_members" USING btree ("church_id","rank","name_key","user_id");--> statement-breakpoint
-- A member's name key follows them into each church they join, and follows every change of
-- their name, so the directory's index stays in name order.
CREATE FUNCTION public.church_members_take_name_key() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := (SELECT u.name_key FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "church_members_name_key" BEFORE INSERT ON "church_members"
  FOR EACH ROW EXECUTE FUNCTION public.church_members_take_name_key();--> statement-breakpoint
CREATE FUNCTION public.church_members_follow_names() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name_key IS DISTINCT FROM OLD.name_key THEN
    UPDATE church_members SET name_key = NEW.name_key WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_church_member_names" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.church_members_follow_names();--> statement-breakpoint
UPDATE "church_members" m SET "name_key" = u."name_key" FROM "users" u WHERE u."id" = m."user_id";
