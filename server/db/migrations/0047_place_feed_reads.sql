-- The home feed now reads a viewer's reactions, and a group's or a church's posts with their
-- place's name and whether the place is up: a reaction concerns its post's pages (its row's
-- count moves in the same statement, so this only says so for every write), and a place taken
-- down or restored by a moderator hides or shows every post in it, which no page can name
-- ahead: it forgets every cached read, as a post's own moderation does. A renamed place is
-- named by the pages that show its posts (their keys), and a member's joining or leaving by
-- their own feed's key.
SELECT read_cache_watch('post_reactions', '{p:post_id}', '{p:post_id}');--> statement-breakpoint
CREATE TRIGGER read_cache_place_shown_changed AFTER UPDATE OF moderation ON groups FOR EACH ROW
  WHEN (old.moderation IS DISTINCT FROM new.moderation)
  EXECUTE FUNCTION read_cache_cleared();--> statement-breakpoint
CREATE TRIGGER read_cache_place_shown_changed AFTER UPDATE OF moderation ON churches FOR EACH ROW
  WHEN (old.moderation IS DISTINCT FROM new.moderation)
  EXECUTE FUNCTION read_cache_cleared();
