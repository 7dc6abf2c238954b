-- Vacuuming the feed queue must never cut off its emptied pages: that takes an ACCESS
-- EXCLUSIVE lock, and every feed page and every new post reads or writes the queue, so they
-- all stopped behind it (up to ~0.8 s under load). Without it, VACUUM only marks the drained
-- rows' space free for the next posts, and the queue stays as small as its busiest moment.
ALTER TABLE "feed_fanouts" SET (vacuum_truncate = false);
