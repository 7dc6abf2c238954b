-- A member's calendar (a month of it, and their calendar feed) is kept in the read cache too
-- (server/db/read-cache.ts). It shows the events of places: a church's (`ec:<church id>`), a
-- group's (`eg:<group id>`) and a member's own (`eu:<organiser id>`), each changed whenever
-- one of that place's events or occurrences is written, or the church or group itself. Which
-- places a member's calendar holds, and what they answered, change with their memberships and
-- answers (`m:<user id>`); who they see with their connections and blocks (`u:<user id>`).

-- A key of a column that is null (an event's group, when it is a church's) names nothing.
CREATE OR REPLACE FUNCTION read_cache_touched(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  keys := array_remove(keys, NULL);
  -- A bulk load (the seeders) sets `read_cache.quiet` and announces everything once, at its end.
  IF cardinality(keys) = 0 OR current_setting('read_cache.quiet', true) = 'on' THEN
    RETURN;
  ELSIF current_setting('read_cache.defer', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = array_to_string(keys, ' '), ERRCODE = 'KRC01';
  ELSE
    PERFORM read_cache_send(keys);
  END IF;
END $$;--> statement-breakpoint
-- Writes name the keys as the other watched tables do (see 0026). A church's or a group's own
-- row: its name is shown, and its standing decides who sees its events.
SELECT read_cache_watch('churches', '{ec:id}', '{ec:id}');--> statement-breakpoint
SELECT read_cache_watch('groups', '{eg:id}', '{eg:id}');--> statement-breakpoint
SELECT read_cache_watch('church_members', '{m:user_id}', '{m:user_id}');--> statement-breakpoint
SELECT read_cache_watch('group_members', '{m:user_id}', '{m:user_id}');--> statement-breakpoint
SELECT read_cache_watch('event_settings', '{m:user_id}', '{m:user_id}');--> statement-breakpoint
SELECT read_cache_watch('blocks', '{u:blocker_id,u:blocked_id}', '{u:blocker_id,u:blocked_id}');--> statement-breakpoint
-- An event names every place it may be on: its church or group, and its organiser's own (a
-- church's event then also forgets its organiser's calendars of their own events: harmless).
SELECT read_cache_watch('events', '{ec:church_id,eg:group_id,eu:created_by}', '{ec:church_id,eg:group_id,eu:created_by}');--> statement-breakpoint
-- Occurrences are written in bulk (a repeating event's year of them at once, the hourly
-- horizon), so once per statement, by the places of their events. A deleted event's are
-- gone with it, whose own row named its places.
CREATE FUNCTION read_cache_occurrence_places(event_ids int[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k), '{}') FROM events e
    CROSS JOIN LATERAL unnest(ARRAY['ec:' || e.church_id, 'eg:' || e.group_id, 'eu:' || e.created_by]) k
  WHERE e.id = ANY (event_ids) AND k IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION read_cache_event_occurrences_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_touched(read_cache_occurrence_places(array(SELECT DISTINCT event_id FROM new_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION read_cache_event_occurrences_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_touched(read_cache_occurrence_places(array(SELECT DISTINCT event_id FROM old_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER read_cache_insert AFTER INSERT ON event_occurrences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_event_occurrences_new();--> statement-breakpoint
CREATE TRIGGER read_cache_update AFTER UPDATE ON event_occurrences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_event_occurrences_new();--> statement-breakpoint
CREATE TRIGGER read_cache_delete AFTER DELETE ON event_occurrences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_event_occurrences_old();--> statement-breakpoint
CREATE TRIGGER read_cache_truncated AFTER TRUNCATE ON event_occurrences FOR EACH STATEMENT EXECUTE FUNCTION read_cache_cleared();--> statement-breakpoint
-- An answer concerns its member's calendar. Sending reminders clears tens of thousands of
-- answers' reminder times at once, which no calendar shows: only a change of what is shown
-- (the answer, its guests, its place on the waiting list) is named.
CREATE FUNCTION read_cache_event_rsvps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM read_cache_touched(ARRAY['m:' || new.user_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM read_cache_touched(ARRAY['m:' || new.user_id, 'm:' || old.user_id]);
  ELSE
    PERFORM read_cache_touched(ARRAY['m:' || old.user_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER read_cache_rows AFTER INSERT OR DELETE OR UPDATE OF occurrence_id, user_id, answer, guests, waitlisted ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION read_cache_event_rsvps();--> statement-breakpoint
CREATE TRIGGER read_cache_truncated AFTER TRUNCATE ON event_rsvps FOR EACH STATEMENT EXECUTE FUNCTION read_cache_cleared();
