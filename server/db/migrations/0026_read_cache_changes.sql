-- What the app processes' read caches hear (server/db/read-cache.ts): once a write commits, the
-- keys of what it touched go out on the channel `read_cache`, as space-separated words: `u:<id>`
-- (a person, as a reader or as an author), `p:<id>` (a post), `n:<id>` (a person's notices), or
-- `*` (forget everything). NOTIFY is transactional, so a cache never hears of a write that rolls
-- back, nor before it is visible; and statement triggers with transition tables send one message
-- per statement, however many rows it wrote (a fan-out of thousands of feed rows is one message).

-- Sends each `prefix:column` argument's keys for the rows the statement wrote, in messages short
-- enough for NOTIFY's 8000-byte payload.
CREATE FUNCTION read_cache_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spec text;
  parts text[] := '{}';
  keys text[];
  key text;
  payload text := '';
BEGIN
  FOREACH spec IN ARRAY TG_ARGV LOOP
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      parts := parts || format('select %L || %I from new_rows where %I is not null', split_part(spec, ':', 1) || ':', split_part(spec, ':', 2), split_part(spec, ':', 2));
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      parts := parts || format('select %L || %I from old_rows where %I is not null', split_part(spec, ':', 1) || ':', split_part(spec, ':', 2), split_part(spec, ':', 2));
    END IF;
  END LOOP;
  EXECUTE 'select array_agg(k) from (' || array_to_string(parts, ' union ') || ') keys(k)' INTO keys;
  FOREACH key IN ARRAY coalesce(keys, '{}') LOOP
    IF length(payload) + length(key) > 7900 THEN
      PERFORM pg_notify('read_cache', payload);
      payload := '';
    END IF;
    payload := CASE WHEN payload = '' THEN key ELSE payload || ' ' || key END;
  END LOOP;
  IF payload <> '' THEN
    PERFORM pg_notify('read_cache', payload);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- For what is rare and reaches too far to name: every cached read is forgotten.
CREATE FUNCTION read_cache_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
-- Installs the three statement triggers (a transition table may serve one event only) and one
-- for TRUNCATE on `tbl`; `on_insert` and `on_change` are the keys for new rows and for changed or
-- deleted ones.
CREATE FUNCTION read_cache_watch(tbl text, on_insert text[], on_change text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args_insert text := (SELECT string_agg(quote_literal(a), ', ') FROM unnest(on_insert) a);
  args_change text := (SELECT string_agg(quote_literal(a), ', ') FROM unnest(on_change) a);
BEGIN
  EXECUTE format('CREATE TRIGGER read_cache_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_cache_rows_changed(%s)', tbl, args_insert);
  EXECUTE format('CREATE TRIGGER read_cache_updated AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_cache_rows_changed(%s)', tbl, args_change);
  EXECUTE format('CREATE TRIGGER read_cache_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_cache_rows_changed(%s)', tbl, args_change);
  EXECUTE format('CREATE TRIGGER read_cache_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_cache_cleared()', tbl);
END $$;--> statement-breakpoint
-- A feed page depends on its reader (their feed rows, connections, mutes, own row), on each post
-- it shows and on each author it shows. A new post also concerns its author's own feed, where it
-- shows before its fan-out. A connection, a mute or a private audience concerns both people.
SELECT read_cache_watch('feed_entries', '{u:user_id}', '{u:user_id}');--> statement-breakpoint
SELECT read_cache_watch('feed_fanouts', '{p:post_id}', '{p:post_id}');--> statement-breakpoint
SELECT read_cache_watch('posts', '{p:id,u:author_id}', '{p:id}');--> statement-breakpoint
SELECT read_cache_watch('interactions', '{p:post_id}', '{p:post_id}');--> statement-breakpoint
SELECT read_cache_watch('post_audience', '{p:post_id,u:user_id}', '{p:post_id,u:user_id}');--> statement-breakpoint
SELECT read_cache_watch('users', '{u:id}', '{u:id}');--> statement-breakpoint
SELECT read_cache_watch('connections', '{u:requester_id,u:addressee_id}', '{u:requester_id,u:addressee_id}');--> statement-breakpoint
SELECT read_cache_watch('mutes', '{u:muter_id,u:muted_id}', '{u:muter_id,u:muted_id}');--> statement-breakpoint
SELECT read_cache_watch('notifications', '{n:user_id}', '{n:user_id}');--> statement-breakpoint
-- A page leaves out what is hidden, so it cannot name what it would show again: a post closed,
-- reopened, removed or restored by a moderator, and any hold on an account (a ban hides all of
-- its posts from everyone) forget every cached read. Each is a rare act of a person.
CREATE TRIGGER read_cache_shown_changed AFTER UPDATE OF closed_at, moderation ON posts FOR EACH ROW
  WHEN (old.closed_at IS DISTINCT FROM new.closed_at OR old.moderation IS DISTINCT FROM new.moderation)
  EXECUTE FUNCTION read_cache_cleared();--> statement-breakpoint
CREATE TRIGGER read_cache_holds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_holds FOR EACH STATEMENT
  EXECUTE FUNCTION read_cache_cleared();
