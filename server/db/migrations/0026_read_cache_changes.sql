-- What the app processes' read caches are told (server/db/read-cache.ts): the keys of what a write
-- touched, as space-separated words: `u:<id>` (a person, as a reader or as an author), `p:<id>` (a
-- post), `f` (a post queued for fan-out), `n:<id>` (a person's notices), or `*` (forget
-- everything). How they travel is read_cache_touched's choice, below.

-- Sends `keys` in as few messages as NOTIFY's 8000-byte payload allows.
CREATE FUNCTION read_cache_send(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key text;
  payload text := '';
BEGIN
  IF cardinality(keys) = 0 THEN
    RETURN;
  END IF;
  FOREACH key IN ARRAY keys LOOP
    IF length(payload) + length(key) > 7900 THEN
      PERFORM pg_notify('read_cache', payload);
      payload := '';
    END IF;
    payload := CASE WHEN payload = '' THEN key ELSE payload || ' ' || key END;
  END LOOP;
  PERFORM pg_notify('read_cache', payload);
END $$;--> statement-breakpoint
-- What a write touched. A transaction that notifies holds a lock over the whole database until
-- its commit is on disk, so concurrent commits that notify are written one at a time: post
-- creation lost a third of its rate. The app's own connections (which set `read_cache.defer`)
-- are told the keys instead, as a notice that travels back with the statement's answer at no
-- cost of its own; the app forgets them once the write has committed and announces them to the
-- other processes itself (see tellWrites in client.ts). A notice of a write that then rolls back
-- only costs a few answers read again. Anyone else (psql, a script) sends the keys at once.
CREATE FUNCTION read_cache_touched(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seeders) sets `read_cache.quiet` and announces everything once, at its end.
  IF cardinality(keys) = 0 OR current_setting('read_cache.quiet', true) = 'on' THEN
    RETURN;
  ELSIF current_setting('read_cache.defer', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = array_to_string(keys, ' '), ERRCODE = 'KRC01';
  ELSE
    PERFORM read_cache_send(keys);
  END IF;
END $$;--> statement-breakpoint
-- For what is rare and reaches too far to name: every cached read is forgotten.
CREATE FUNCTION read_cache_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_touched('{*}');
  RETURN NULL;
END $$;--> statement-breakpoint
-- Watches `tbl` with one trigger per row written, which costs nothing for a statement that
-- writes no row (a prayer's statement may delete, insert or update in several tables, and most
-- of those parts write nothing); `on_insert` and `on_change` are the keys (`prefix:column`) for
-- new rows and for changed or deleted ones. Its function is written out for the table, so that
-- PostgreSQL plans it once per connection. TRUNCATE forgets everything.
CREATE FUNCTION read_cache_watch(tbl text, on_insert text[], on_change text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_keys text := (SELECT string_agg(format('%L || new.%I', split_part(k, ':', 1) || ':', split_part(k, ':', 2)), ', ') FROM unnest(on_insert) k);
  changed_keys text := (SELECT string_agg(format('%L || ROWREF.%I', split_part(k, ':', 1) || ':', split_part(k, ':', 2)), ', ') FROM unnest(on_change) k);
BEGIN
  EXECUTE format($f$CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $b$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM read_cache_touched(ARRAY[%s]);
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM read_cache_touched(ARRAY[%s] || ARRAY[%s]);
      ELSE
        PERFORM read_cache_touched(ARRAY[%s]);
      END IF;
      RETURN NULL;
    END $b$ $f$, 'read_cache_' || tbl, new_keys, replace(changed_keys, 'ROWREF.', 'new.'), replace(changed_keys, 'ROWREF.', 'old.'), replace(changed_keys, 'ROWREF.', 'old.'));
  EXECUTE format('CREATE TRIGGER read_cache_rows AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I()', tbl, 'read_cache_' || tbl);
  EXECUTE format('CREATE TRIGGER read_cache_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_cache_cleared()', tbl);
END $$;--> statement-breakpoint
-- Watches `tbl`, whose writes come in bulk (a fan-out copies a post into thousands of feeds),
-- with one trigger per statement, over the rows it wrote, by the column `col` with `prefix`.
CREATE FUNCTION read_cache_watch_bulk(tbl text, prefix text, col text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
  rows_of text;
BEGIN
  FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    rows_of := CASE event WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
    EXECUTE format($f$CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $b$
      BEGIN
        PERFORM read_cache_touched(array(SELECT DISTINCT %L || %I FROM %I));
        RETURN NULL;
      END $b$ $f$, 'read_cache_' || tbl || '_' || lower(event), prefix || ':', col, rows_of);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      'read_cache_' || lower(event), event, tbl, CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, rows_of, 'read_cache_' || tbl || '_' || lower(event));
  END LOOP;
  EXECUTE format('CREATE TRIGGER read_cache_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_cache_cleared()', tbl);
END $$;--> statement-breakpoint
-- A feed page depends on its reader (their feed rows, connections, mutes, own row), on each post
-- it shows and on each author it shows. A new post reaches a feed through its feed row (the
-- author's own is written with the post) or its queued copy. A connection, a mute or a private
-- audience concerns both people.
SELECT read_cache_watch_bulk('feed_entries', 'u', 'user_id');--> statement-breakpoint
SELECT read_cache_watch_bulk('feed_fanouts', 'p', 'post_id');--> statement-breakpoint
-- A queued post shows at once in the feeds of everyone who may see it, who are not named here:
-- a post queued concerns every feed page (`f`), until its copies (feed rows) name each reader.
CREATE FUNCTION read_cache_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_touched('{f}');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER read_cache_insert ON feed_fanouts;--> statement-breakpoint
DROP FUNCTION read_cache_feed_fanouts_insert();--> statement-breakpoint
CREATE TRIGGER read_cache_insert AFTER INSERT ON feed_fanouts FOR EACH STATEMENT EXECUTE FUNCTION read_cache_queued();--> statement-breakpoint
SELECT read_cache_watch('posts', '{p:id}', '{p:id}');--> statement-breakpoint
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
