import { type SQL, sql } from "drizzle-orm";

/**
 * The counts `counts` (a jsonb { kind: count } column) once `moves` (a query of `kind` and
 * `n`, +1 for a reaction given, -1 for one taken back) are applied; a kind left at nothing is
 * dropped, as the contract leaves it out. Written in the update that moves the reaction rows,
 * so each count is the rows' own: concurrent writes each apply their own moves to the row as
 * the one before them left it.
 */
export const countsMoved = (counts: SQL, moves: SQL): SQL => sql`(
  select coalesce(jsonb_object_agg(m.kind, m.n), '{}'::jsonb)
  from (
    select c.kind, sum(c.n)::int as n
    from (
      select e.key as kind, e.value::int as n from jsonb_each_text(${counts}) e
      union all
      select mv.kind, mv.n from (${moves}) mv
    ) c
    group by c.kind
    having sum(c.n) > 0
  ) m)`;
