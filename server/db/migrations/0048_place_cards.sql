-- A group's or a church's post keeps its place's card (the API's PostPlace, as JSON text) and
-- whether the place is hidden by moderators (held or removed) with its row, so the home feed
-- names a post's place, and leaves out a hidden place's posts, without reading the places'
-- tables: each table and index a statement reads costs PostgreSQL a lock on every run, and
-- past sixteen of them the locks leave the backend's fast path for the shared lock table,
-- which every connection reading the feed contends for. The database keeps both in step:
-- written with the post, rewritten for every post of a place when the place is renamed (or a
-- church's address changes) or its moderation changes. They change the posts' rows, so cached
-- reads of those posts are forgotten.
ALTER TABLE "posts" ADD COLUMN "place_card" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "place_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION group_place_card(g groups) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('kind', 'group', 'id', g.id, 'name', g.name, 'slug', null)::text
$$;--> statement-breakpoint
CREATE FUNCTION church_place_card(c churches) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('kind', 'church', 'id', c.id, 'name', c.name, 'slug', c.slug)::text
$$;--> statement-breakpoint
CREATE FUNCTION post_place_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.group_id IS NOT NULL THEN
    SELECT group_place_card(g), g.moderation IS NOT NULL INTO new.place_card, new.place_hidden FROM groups g WHERE g.id = new.group_id;
  ELSIF new.church_id IS NOT NULL THEN
    SELECT church_place_card(c), c.moderation IS NOT NULL INTO new.place_card, new.place_hidden FROM churches c WHERE c.id = new.church_id;
  ELSE
    new.place_card := NULL;
    new.place_hidden := false;
  END IF;
  RETURN new;
END $$;--> statement-breakpoint
CREATE TRIGGER post_place_written BEFORE INSERT OR UPDATE OF group_id, church_id ON posts
  FOR EACH ROW EXECUTE FUNCTION post_place_written();--> statement-breakpoint
CREATE FUNCTION group_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET place_card = group_place_card(new), place_hidden = new.moderation IS NOT NULL WHERE group_id = new.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER group_place_changed AFTER UPDATE OF name, moderation ON groups FOR EACH ROW
  WHEN (old.name IS DISTINCT FROM new.name OR old.moderation IS DISTINCT FROM new.moderation)
  EXECUTE FUNCTION group_place_changed();--> statement-breakpoint
CREATE FUNCTION church_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET place_card = church_place_card(new), place_hidden = new.moderation IS NOT NULL WHERE church_id = new.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER church_place_changed AFTER UPDATE OF name, slug, moderation ON churches FOR EACH ROW
  WHEN (old.name IS DISTINCT FROM new.name OR old.slug IS DISTINCT FROM new.slug OR old.moderation IS DISTINCT FROM new.moderation)
  EXECUTE FUNCTION church_place_changed();--> statement-breakpoint
UPDATE posts p SET place_card = group_place_card(g), place_hidden = g.moderation IS NOT NULL FROM groups g WHERE g.id = p.group_id;--> statement-breakpoint
UPDATE posts p SET place_card = church_place_card(c), place_hidden = c.moderation IS NOT NULL FROM churches c WHERE c.id = p.church_id;
