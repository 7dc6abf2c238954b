-- An anonymous prayer request's readers are fixed when it is written. For one shared with all
-- the author's connections they are kept in post_audience (beside the people a post names);
-- the requests written before this keep the connections their authors have now.
INSERT INTO "post_audience" ("post_id", "user_id")
SELECT p."id", CASE WHEN c."requester_id" = p."author_id" THEN c."addressee_id" ELSE c."requester_id" END
FROM "posts" p
JOIN "connections" c ON c."status" = 'accepted' AND (c."requester_id" = p."author_id" OR c."addressee_id" = p."author_id")
WHERE p."anonymous" AND p."group_id" IS NULL AND p."audience" = 'connections'
ON CONFLICT DO NOTHING;
