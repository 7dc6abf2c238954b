// `npm run bench:calendar`: events at a busy site's size, on one app process and PostgreSQL.
// The site: 20,000 people in 20 churches and 600 groups (15 of each church's own, 300 others),
// with about 5,000 event occurrences in next month (weekly repeating events written out to
// their horizon, one-offs over eight months around it, a few all-day; some occurrences moved or
// cancelled) and people's answers to them. The member measured belongs to 3 churches and 50
// groups (some private), has ~150 connections whose own events they see, and has answered some
// of what is on their calendar, and a few public events of other churches.
// Measures:
//   month view:    GET /api/events/calendar for next month, in America/Sao_Paulo, at a fixed
//                  200 req/s after a warm-up;
//   calendar feed: GET /api/calendar/<token>.ics, the member's private feed, at a fixed 200
//                  req/s; when that misses, at lower rates too, to say which it holds;
//   reminders:     100,000 answers whose reminder is due, to occurrences starting within the
//                  hour, sent by two OS processes (scripts/bench/event-reminder-sender.ts, each
//                  running the app's reminder task on its own pool, the app processes stopped):
//                  the wall time until none is due, each process's count, and that every
//                  answer got exactly one notice.
// Targets (exit code 1 when missed): month view p99 <= 30 ms at 200 req/s; feed p99 <= 50 ms at
// 200 req/s; reminders all sent within 60 s, 100,000 notices, no pair (person, occurrence) twice.
// The generator shares the machine with the server: the load averages are printed beside the
// figures, since a busy machine's p99 is mostly its neighbours'.
// Needs PostgreSQL: BENCH_DATABASE_URL (a fresh database on that server), or `--db NAME`.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import pg from "pg";
import { call, createDatabase, percentile, signUp, startFleet } from "./app-processes";
import { type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { writeResults } from "./results-file";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    people: { type: "string", default: "20000" },
    occurrences: { type: "string", default: "5000" },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    reminders: { type: "string", default: "100000" },
  },
});
const peopleCount = Number(flags.people);
const monthTarget = Number(flags.occurrences);
const rate = Number(flags.rate);
const durationS = Number(flags.duration);
const warmupS = Number(flags.warmup);
const reminderCount = Number(flags.reminders);
const port = 5873;
const zone = "America/Sao_Paulo";
const CHURCHES = 20;
const CHURCH_GROUPS = 15;
const OTHER_GROUPS = 300;
const WEEKLY_PER_CHURCH = 10;
// One-offs fall over this many days before today and after it: the month lies inside.
const WINDOW_BEFORE = 120;
const WINDOW_AFTER = 120;
// Each reminded occurrence has this many people going.
const GOING_PER_REMINDED = 50;

const TARGETS = { monthP99: 30, feedP99: 50, remindersS: 60 };

const round = (ms: number) => Math.round(ms * 10) / 10;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
console.log(`${os.cpus().length} cores; load average (1, 5, 15 min) at start: ${load()}`);

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createDatabase(adminUrl, flags.db, "koinonia_calendar_bench_");
let fleet = await startFleet({ ports: [port], databaseUrl: database.url });
// The build this run started on. A fresh app process runs it again, not whatever the checkout
// builds to by then: a newer one may expect columns this database, migrated at the start, lacks.
const build = path.join(fs.realpathSync(path.join(import.meta.dirname, "../../dist/server")), "main.js");
// The seed is a bulk load: its writes do not tell the app's read cache, which forgets everything once it is done.
const sql = new pg.Client({ connectionString: database.url, options: "-c read_cache.quiet=on" });
await sql.connect();

const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
};
const one = async <T>(text: string, params: unknown[] = []) => (await sql.query(text, params)).rows[0] as T;
/** Waits (at most a minute) until no other session of this database is running a statement. */
const settle = async () => {
  for (let i = 0; i < 600; i++) {
    const busy = await one<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (busy.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};

type Row = { figure: string; measured: string; target: string; met: string };
const table: Row[] = [];
const results: Record<string, unknown> = {};
let failed = false;
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? "met" : "NOT MET";
};

try {
  const member = await signUp(port, "Member");
  const tag = Date.now().toString(36);
  const { from, to, monthDays } = await one<{ from: string; to: string; monthDays: number }>(
    `select to_char(m, 'YYYY-MM-DD') as from, to_char(m + interval '1 month', 'YYYY-MM-DD') as to,
       extract(day from m + interval '1 month' - m)::int as "monthDays"
     from (select date_trunc('month', now() at time zone $1) + interval '1 month' as m) x`,
    [zone],
  );
  console.log(`Seeding a site with ${peopleCount} people, its events around ${from} (${zone})...`);

  // Everyone but the member written straight into the database, as an import would: sign-ups
  // through the API hash passwords with argon2, minutes for this many. Names come from a
  // hundred: each new name takes a transaction lock (the search keys' trigger), and one
  // statement holding 20,000 of them runs out of lock space. Each table gets a
  // numbering (n) to pick rows by, kept in temporary tables on this connection.
  await step(`${peopleCount} people, ${CHURCHES} churches, ${CHURCHES * CHURCH_GROUPS + OTHER_GROUPS} groups, connections`, async () => {
    await sql.query(
      `insert into users (email, password_hash, first_name, last_name, language)
       select 'p' || g || '-' || $2 || '@example.org', 'not-a-hash',
         (array['Ana', 'João', 'Maria', 'Pedro', 'Lucas', 'Júlia', 'Paulo', 'Sara', 'Tiago', 'Rute'])[1 + g % 10],
         (array['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ferreira', 'Rocha'])[1 + (g / 10) % 10],
         (array['pt', 'pt', 'pt', 'en', 'es'])[1 + g % 5]
       from generate_series(1, $1::int) g`,
      [peopleCount, tag],
    );
    await sql.query(
      `create temp table people as
       select row_number() over (order by id)::int as n, id from users where email like 'p%-' || $1 || '@example.org'`,
      [tag],
    );
    await sql.query("create unique index on people (n)");
    await sql.query(
      `insert into churches (slug, name, place, join_mode, created_by)
       select 'bench-' || $2 || '-' || g, 'Church ' || g, 'City ' || g, 'open', (select id from people where n = g)
       from generate_series(1, $1::int) g`,
      [CHURCHES, tag],
    );
    await sql.query(
      `create temp table bench_churches as
       select row_number() over (order by id)::int as n, id from churches where slug like 'bench-' || $1 || '-%'`,
      [tag],
    );
    // Each person in one church (person n in church 1 + (n - 1) % 20), its first its owner; the member in the first three.
    await sql.query(
      `insert into church_members (church_id, user_id, role)
       select c.id, p.id, case when p.n <= $1 then 'owner' else 'member' end
       from people p join bench_churches c on c.n = 1 + (p.n - 1) % $1`,
      [CHURCHES],
    );
    await sql.query("insert into church_members (church_id, user_id) select id, $1::int from bench_churches where n <= 3", [member.id]);
    await sql.query("update churches c set member_count = (select count(*) from church_members m where m.church_id = c.id)");
    // Each church's own ministries, studies and prayer teams, and groups of no church; every fifth private.
    await sql.query(
      `insert into groups (name, church_id, kind, is_private, created_by)
       select 'Ministry ' || c.n || '.' || g, c.id, (array['ministry', 'study', 'prayer_team'])[1 + g % 3], g % 5 = 0,
         (select id from people where n = c.n)
       from bench_churches c, generate_series(1, $1::int) g`,
      [CHURCH_GROUPS],
    );
    await sql.query(
      `insert into groups (name, kind, is_private, created_by)
       select 'Group ' || g, 'group', g % 5 = 0, (select id from people where n = 1 + (g * 37) % $2)
       from generate_series(1, $1::int) g`,
      [OTHER_GROUPS, peopleCount],
    );
    // k numbers a church's groups 1..15 within it, and the groups of no church 1..300; n all 600.
    await sql.query(
      `create temp table bench_groups as
       select id, church_id, is_private, row_number() over (order by id)::int as n,
         row_number() over (partition by church_id order by id)::int as k,
         (select c.n from bench_churches c where c.id = g.church_id) as church_n
       from groups g`,
    );
    // Each person in one group of their church and one other; the member in five of each of
    // their churches' groups and 35 others: 50.
    await sql.query(
      `insert into group_members (group_id, user_id)
       select g.id, p.id from people p join bench_groups g
         on g.church_n = 1 + (p.n - 1) % $1 and g.k = 1 + (p.n / $1) % $2
       union all
       select g.id, p.id from people p join bench_groups g on g.church_id is null and g.k = 1 + p.n % $3`,
      [CHURCHES, CHURCH_GROUPS, OTHER_GROUPS],
    );
    await sql.query(
      `insert into group_members (group_id, user_id)
       select id, $1::int from bench_groups where (church_n <= 3 and k <= 5) or (church_id is null and k <= 35)`,
      [member.id],
    );
    await sql.query("update groups g set member_count = (select count(*) from group_members m where m.group_id = g.id)");
    // The member's connections (about 150), asked either way; and everyone's with two others.
    await sql.query(
      `insert into connections (requester_id, addressee_id, status, responded_at)
       select case when p.n % 2 = 0 then $1::int else p.id end, case when p.n % 2 = 0 then p.id else $1 end, 'accepted', now()
       from people p where p.n % 130 = 7`,
      [member.id],
    );
    await sql.query(
      `insert into connections (requester_id, addressee_id, status, responded_at)
       select a.id, b.id, 'accepted', now() from people a join people b on b.n = a.n + 1 where a.n % 2 = 1
       union all
       select a.id, b.id, 'accepted', now() from people a join people b on b.n = a.n + 37 where a.n % 74 < 37`,
    );
    // One in ten is reminded a day ahead rather than an hour.
    await sql.query("insert into event_settings (user_id, reminder) select id, 'day' from people where n % 10 = 0");
  });

  // Events are planned in a temporary table with their ids taken from the sequence ahead, so
  // that their occurrences can be written from the same plan; the app writes them the same way
  // (starts_at is the wall-clock start read in the zone, as the app's instantIn does).
  const eventColumns = `church_id, group_id, created_by, audience, title, description, time_zone, all_day, starts_local, ends_local,
    recurrence, occurrences_until, place, online_url, capacity`;
  await sql.query(`create temp table plan_events (id int primary key, church_id int, group_id int, created_by int, audience text,
    title text, description text, time_zone text, all_day boolean, starts_local timestamp, ends_local timestamp, recurrence text,
    occurrences_until timestamp, place text, online_url text, capacity int)`);
  const writePlanned = async () => {
    await sql.query(`insert into events (id, ${eventColumns}) overriding system value
      select id, ${eventColumns} from plan_events order by id`);
    // A repeating event's occurrences from its first through its horizon, week by week; one in
    // a hundred moved an hour later, one in fifty cancelled. A single event's, its one.
    await sql.query(
      `insert into event_occurrences (event_id, original_start, starts_local, ends_local, starts_at, ends_at, moved, cancelled)
       select id, s, s + shift, s + shift + length, (s + shift) at time zone $1, (s + shift + length) at time zone $1, shift > interval '0', cancelled
       from (
         select e.id, s, e.ends_local - e.starts_local as length,
           case when e.recurrence is not null and (e.id * 31 + extract(epoch from s)::bigint / 604800) % 100 = 0 then interval '1 hour' else interval '0' end as shift,
           e.recurrence is not null and (e.id * 17 + extract(epoch from s)::bigint / 604800) % 50 = 1 as cancelled
         from plan_events e
         cross join lateral generate_series(e.starts_local, case when e.recurrence is null then e.starts_local
           else e.occurrences_until end, interval '7 days') s
       ) o`,
      [zone],
    );
    await sql.query("truncate plan_events");
  };

  const weekly = await step("weekly events, written out to their horizon", async () => {
    // Each church's week (ten gatherings, the first three public) and one meeting a week of every group;
    // each began some weeks ago, on its own weekday.
    await sql.query(
      `insert into plan_events
       with today as (select date_trunc('day', now() at time zone $1) as d),
       planned as (
         select c.id as church_id, null::int as group_id, (select id from people where n = c.n) as created_by,
           case when j <= 3 then 'public' else 'members' end as audience,
           (array['Sunday service', 'Evening service', 'Youth night', 'Prayer meeting', 'Bible study', 'Choir rehearsal',
             'Men''s breakfast', 'Women''s circle', 'Kids club', 'Outreach'])[j] as title,
           case when j <= 2 then 0 else (c.n + j) % 7 end as dow,
           make_interval(hours => (array[10, 18, 19, 19, 20, 19, 8, 15, 9, 14])[j], mins => 30 * (j % 2)) as at,
           4 + (c.n * 7 + j * 3) % 40 as weeks_ago, interval '90 minutes' as length, 'Main hall' as place
         from bench_churches c, generate_series(1, $2::int) j
         union all
         select null, g.id, (select created_by from groups where id = g.id), null, 'Weekly meeting of group ' || g.n,
           g.n % 7, make_interval(hours => 18 + g.n % 4), 2 + g.n % 30, interval '2 hours', 'Room ' || (g.n % 12)
         from bench_groups g
       ),
       dated as (
         select p.*, (t.d - make_interval(weeks => p.weeks_ago)) as near from planned p, today t
       )
       select nextval('events_id_seq'), church_id, group_id, created_by, audience, title, null, $1, false,
         near + make_interval(days => ((dow - extract(dow from near)::int + 7) % 7)) + at,
         near + make_interval(days => ((dow - extract(dow from near)::int + 7) % 7)) + at + length,
         'FREQ=WEEKLY;BYDAY=' || (array['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'])[dow + 1],
         (now() at time zone $1) + interval '400 days', place, null, null
       from dated`,
      [zone, WEEKLY_PER_CHURCH],
    );
    await writePlanned();
    return one<{ events: number; inMonth: number }>(
      `select (select count(*)::int from events) as events,
         (select count(*)::int from event_occurrences where starts_local >= $1::timestamp and starts_local < $2::timestamp) as "inMonth"`,
      [from, to],
    );
  });

  // One-offs, spread evenly over the window's days so that the month has what the weekly
  // events leave of its target: a quarter a church's, two thirds a group's, the rest someone's
  // own (a quarter of those by the member's connections); one in 25 all day.
  const perDay = Math.max(0, monthTarget - weekly.inMonth) / monthDays;
  const oneOffCount = Math.round(perDay * (WINDOW_BEFORE + WINDOW_AFTER));
  await step(`${oneOffCount} one-off events over ${WINDOW_BEFORE + WINDOW_AFTER} days`, async () => {
    await sql.query(
      `insert into plan_events
       with today as (select date_trunc('day', now() at time zone $1) as d),
       planned as (
         select n, t.d - make_interval(days => $3) + make_interval(days => n % ($3 + $4)) as day,
           n % 25 = 3 as all_day,
           make_interval(hours => 7 + (n * 31) % 14, mins => 15 * (n % 4)) as at,
           make_interval(mins => 60 + 30 * (n % 5)) as length,
           case when n % 20 < 5 then 'church' when n % 20 < 18 then 'group' else 'member' end as host
         from generate_series(1, $2::int) n, today t
       )
       select nextval('events_id_seq'),
         case when host = 'church' then c.id end, case when host = 'group' then g.id end,
         case host when 'church' then (select id from people where n = c.n) when 'group' then (select created_by from groups where id = g.id)
           else (select id from people where n = case when (p.n / 20) % 4 = 0 then 130 * (1 + (p.n * 7) % ($5 / 130 - 1)) + 7
             else 1 + (p.n * 17) % $5 end) end,
         case when host = 'church' then case when p.n % 3 = 0 then 'public' else 'members' end end,
         (array['Potluck', 'Baptism', 'Concert', 'Retreat', 'Workshop', 'Picnic', 'Vigil', 'Wedding', 'Conference', 'Visit'])[1 + p.n % 10]
           || ' ' || p.n,
         'Bring a friend.', $1, all_day,
         case when all_day then day else day + at end,
         case when all_day then day + make_interval(days => 1 + p.n % 2) else day + at + length end,
         null,
         case when all_day then day + make_interval(days => 1 + p.n % 2) else day + at + length end,
         case when p.n % 6 = 0 then null else 'Room ' || (p.n % 12) end,
         case when p.n % 6 = 0 then 'https://meet.example.org/' || p.n end,
         case when p.n % 7 = 0 then 30 + p.n % 100 end
       from planned p
       join bench_churches c on c.n = 1 + (p.n / 20) % ${CHURCHES}
       join bench_groups g on g.n = 1 + (p.n * 13) % ${CHURCHES * CHURCH_GROUPS + OTHER_GROUPS}`,
      [zone, oneOffCount, WINDOW_BEFORE, WINDOW_AFTER, peopleCount],
    );
    await writePlanned();
  });

  // The member's answers: of their calendar in the month and the two before it, one in six
  // going, one in six maybe, one in six can't go; and going to 12 public events of other churches.
  // Reminders of what is to come are due an hour before (none within the run).
  const remindAt = `case when a.answer <> 'no' and o.starts_at - interval '1 hour' > now() + interval '2 hours' then o.starts_at - interval '1 hour' end`;
  await step("answers: the member's, and 0 to 19 others' to each occurrence in the month", async () => {
    await sql.query(
      `insert into event_rsvps (occurrence_id, user_id, answer, remind_at)
       select a.id, $1::int, a.answer, ${remindAt}
       from (
         select o.id, (array['going', 'maybe', 'no'])[1 + o.id % 6] as answer from event_occurrences o join events e on e.id = o.event_id
         where o.id % 6 < 3 and o.starts_local >= $2::timestamp - interval '2 months' and o.starts_local < $3::timestamp
           and (e.church_id in (select id from bench_churches where n <= 3)
             or e.group_id in (select group_id from group_members where user_id = $1))
         union all
         (select o.id, 'going' from event_occurrences o join events e on e.id = o.event_id
          where e.audience = 'public' and e.church_id not in (select id from bench_churches where n <= 3)
            and o.starts_local >= $2::timestamp and o.starts_local < $3::timestamp
          order by o.id limit 12)
       ) a join event_occurrences o on o.id = a.id`,
      [member.id, from, to],
    );
    await sql.query(
      `insert into event_rsvps (occurrence_id, user_id, answer, remind_at)
       select a.id, a.user_id, a.answer, ${remindAt}
       from (
         select o.id, p.id as user_id, case when j % 5 = 0 then 'maybe' else 'going' end as answer
         from event_occurrences o, generate_series(1, 19) j, people p
         where o.starts_local >= $1::timestamp and o.starts_local < $2::timestamp and j <= o.id % 20
           and p.n = 1 + (o.id * 97 + j * 1013) % $3
       ) a join event_occurrences o on o.id = a.id
       on conflict do nothing`,
      [from, to, peopleCount],
    );
    await sql.query(
      `update event_occurrences o set going_count = g.n
       from (select occurrence_id, sum(1 + guests)::int as n from event_rsvps where answer = 'going' and not waitlisted group by 1) g
       where g.occurrence_id = o.id`,
    );
  });
  await step("analyze", () => sql.query("analyze"));
  await sql.query("select pg_notify('read_cache', '*')");

  const seeded = await one<Record<string, number>>(
    `select (select count(*)::int from events) as events,
       (select count(*)::int from events where recurrence is not null) as "weekly events",
       (select count(*)::int from event_occurrences) as occurrences,
       (select count(*)::int from event_occurrences o join events e on e.id = o.event_id
         where case when e.all_day then o.starts_local < $2::timestamp and o.ends_local > $1::timestamp
           else o.starts_at < ($2::timestamp at time zone $3) and o.ends_at > ($1::timestamp at time zone $3) end) as "occurrences in the month",
       (select count(*)::int from event_rsvps) as answers,
       (select count(*)::int from event_rsvps where user_id = $4) as "the member's answers",
       (select count(*)::int from group_members where user_id = $4) as "the member's groups",
       (select count(*)::int from church_members where user_id = $4) as "the member's churches"`,
    [from, to, zone, member.id],
  );

  // The month view, once to see what it shows.
  const monthPath = `/api/events/calendar?from=${from}&to=${to}&timeZone=${encodeURIComponent(zone)}`;
  const month = await call(port, "GET", monthPath, undefined, member.cookie);
  if (month.status !== 200) throw new Error(`calendar: ${month.status} ${JSON.stringify(month.json)}`);
  const shown = month.json.occurrences as { myRsvp: unknown; cancelled: boolean; allDay: boolean }[];
  seeded["on the member's calendar in the month"] = shown.length;
  seeded["of those answered by the member"] = shown.filter((o) => o.myRsvp).length;
  if (month.json.truncated) throw new Error("the month view came truncated: the seed puts too much on one calendar");

  const feed = await call(port, "POST", "/api/account/calendar-feed", undefined, member.cookie);
  if (feed.status !== 200 || !feed.json.calendarUrl) throw new Error(`calendar feed: ${feed.status}`);
  const feedPath = new URL(feed.json.calendarUrl).pathname;
  const ics = await fetch(`http://127.0.0.1:${port}${feedPath}`);
  const icsText = await ics.text();
  if (ics.status !== 200) throw new Error(`feed: ${ics.status}`);
  seeded["feed: VEVENTs"] = icsText.split("BEGIN:VEVENT").length - 1;
  seeded["feed: KiB"] = Math.round(icsText.length / 1024);
  console.log("\nSeeded");
  console.table(seeded);
  results.seeded = seeded;

  const runs: (FixedRateResult & { load: string })[] = [];
  // A run the app process could not keep up with leaves it (and PostgreSQL) working through
  // requests the generator has given up on: the next run then starts on a fresh process, once
  // the database has finished what the old one left running.
  let backlog = false;
  const measure = async (title: string, path: string, at: number, cookie?: string) => {
    if (backlog) {
      console.log("  (a fresh app process: the run before left a backlog)");
      await fleet.stop();
      await settle();
      // (Old builds are removed as new ones are made: gone, the checkout's is built and run.)
      const command = fs.existsSync(build) ? ["--enable-source-maps", build] : undefined;
      fleet = await startFleet({ ports: [port], databaseUrl: database.url, command });
    }
    const run = await offerFixedRate({ title, port, rate: at, durationS, warmupS, next: () => ({ path, cookie }) });
    backlog = run.errors > 0 || run["req/s"] < at * 0.95;
    const row = { ...run, load: load() };
    runs.push(row);
    console.log(`  ${title}: p50 ${run["p50 ms"]} ms, p99 ${run["p99 ms"]} ms, ${run["req/s"]} req/s (load ${row.load})`);
    return run;
  };
  // A request the generator gave up on (no answer in 10 s) has no latency: say how many there were.
  const measured = (run: FixedRateResult) =>
    `${Number.isNaN(run["p99 ms"]) ? "no answers" : `${run["p99 ms"]} ms`}${run.errors ? `, ${run.errors} of ${run.sent} unanswered in 10 s` : ""}${
      run.non2xx ? `, ${run.non2xx} not 2xx` : ""
    }`;
  const holds = (run: FixedRateResult, at: number, p99: number) =>
    run["p99 ms"] <= p99 && !run.non2xx && !run.errors && run["req/s"] >= at * 0.95;
  console.log(`\nFixed rate, ${durationS} s measured after ${warmupS} s of warm-up:`);
  const monthRun = await measure(`month view (${shown.length} occurrences) at ${rate}/s`, monthPath, rate, member.cookie);
  table.push({
    figure: `month view p99 at ${rate} req/s (p50 ${monthRun["p50 ms"]} ms)`,
    measured: measured(monthRun),
    target: `<= ${TARGETS.monthP99} ms`,
    met: verdict(holds(monthRun, rate, TARGETS.monthP99)),
  });

  // The feed at the target's rate; when that misses, down a ladder of lower rates to the first
  // it holds, to say what it does hold.
  const ladder = [...new Set([rate, 50, 10, 2].filter((r) => r <= rate))];
  for (const [i, at] of ladder.entries()) {
    const run = await measure(`calendar feed (${seeded["feed: VEVENTs"]} VEVENTs) at ${at}/s`, feedPath, at);
    const held = holds(run, at, TARGETS.feedP99);
    table.push({
      figure: `calendar feed p99 at ${at} req/s (p50 ${run["p50 ms"]} ms)${i ? ", a lower rate" : ""}`,
      measured: measured(run),
      target: `<= ${TARGETS.feedP99} ms`,
      met: i === 0 ? verdict(held) : held ? "held at this rate" : "not held at this rate either",
    });
    if (held) break;
  }
  results.fixedRate = runs;

  // What a month and a feed cost when they must be read (asked for the first time, or after a
  // change on them): one request at a time, on an app process that keeps nothing in memory.
  await fleet.stop();
  await settle();
  fleet = await startFleet({ ports: [port], databaseUrl: database.url, env: { READ_CACHE_MB: "0" } });
  const readEach = async (title: string, path: string, count: number, cookie?: string) => {
    const times: number[] = [];
    for (let i = 0; i < count + 10; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {} });
      await res.text();
      if (res.status !== 200) throw new Error(`${title}: ${res.status}`);
      if (i >= 10) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = { title, requests: count, "p50 ms": round(percentile(times, 50)), "p99 ms": round(percentile(times, 99)) };
    console.log(`  ${title}: p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms`);
    return row;
  };
  console.log("\nRead from the database each time (READ_CACHE_MB=0), one request at a time:");
  results.uncached = [
    await readEach("month view, not kept", monthPath, 200, member.cookie),
    await readEach("calendar feed, not kept", feedPath, 50),
  ];
  console.table(results.uncached);
  console.log("");
  console.table(
    runs.map(({ title, sent, "req/s": rps, "p50 ms": p50, "p99 ms": p99, "max ms": max, non2xx, errors, load }) => ({
      title,
      sent,
      "req/s": rps,
      "p50 ms": p50,
      "p99 ms": p99,
      "max ms": max,
      non2xx,
      errors,
      load,
    })),
  );

  // Reminders: the app process stopped (its own reminder task would take a share), then
  // answers due now, to occurrences starting within the hour: each of 2,000 occurrences (half
  // a church's events, public or for members, half its groups') has 50 of the church's people
  // going, each person going to five, so that every one of them may see what they are reminded of.
  await fleet.stop();
  fleet = { ports: [], pids: [], stop: async () => {} };
  await settle();
  const remindedOccurrences = Math.ceil(reminderCount / GOING_PER_REMINDED);
  const alreadyDue = await one<{ n: number }>("select count(*)::int as n from event_rsvps where remind_at <= now()");
  if (alreadyDue.n !== 0) throw new Error(`${alreadyDue.n} reminders were due before the run`);
  console.log(`\nReminders: ${reminderCount} due, ${GOING_PER_REMINDED} people going to each of ${remindedOccurrences} occurrences`);
  await step(`${reminderCount} due reminders`, async () => {
    await sql.query(
      `insert into plan_events
       with planned as (
         select i, 1 + i % $3::int as church_n, (i / $3::int) % 2 = 0 as by_church, (i / $3::int) % 12 as v,
           date_trunc('minute', now() at time zone $1) + make_interval(mins => 5 + i % 50) as starts
         from generate_series(0, $2::int - 1) i
       )
       select nextval('events_id_seq'), case when by_church then c.id end, case when not by_church then g.id end,
         (select id from people where n = p.church_n), case when by_church then case when (i / 40) % 2 = 0 then 'public' else 'members' end end,
         'Gathering ' || i, null, $1, false, starts, starts + interval '1 hour', null, starts + interval '1 hour', 'Main hall', null, null
       from planned p join bench_churches c on c.n = p.church_n
       join bench_groups g on g.church_n = p.church_n and g.k = 1 + v + v / 4 and not g.is_private`,
      [zone, remindedOccurrences, CHURCHES],
    );
    const planned = await one<{ n: number }>("select count(*)::int as n from plan_events");
    if (planned.n !== remindedOccurrences) throw new Error(`planned ${planned.n} reminded occurrences, not ${remindedOccurrences}`);
    await sql.query("create temp table reminded as select id from plan_events");
    await writePlanned();
    // Person t of church c is the church's person c + 20 t; the q-th occurrence of a church
    // takes its people q * 50 .. q * 50 + 49 (of its 1,000, round), so none is going twice to one.
    await sql.query(
      `insert into event_rsvps (occurrence_id, user_id, answer, remind_at)
       select o.id, p.id, 'going', o.starts_at - case when s.reminder = 'day' then interval '1 day' else interval '1 hour' end
       from (
         select o.id, o.starts_at, e.church_id, coalesce(e.church_id, g.church_id) as church_id_of,
           row_number() over (partition by coalesce(e.church_id, g.church_id) order by o.id) - 1 as q
         from event_occurrences o join events e on e.id = o.event_id left join groups g on g.id = e.group_id
         where o.event_id in (select id from reminded)
       ) o
       join bench_churches c on c.id = o.church_id_of
       cross join generate_series(0, $1::int - 1) j
       join people p on p.n = c.n + $2::int * ((o.q * $1::int + j) % ($3::int / $2::int))
       left join event_settings s on s.user_id = p.id
       order by o.id, j
       limit $4::int`,
      [GOING_PER_REMINDED, CHURCHES, peopleCount, reminderCount],
    );
    await sql.query(`update event_occurrences o set going_count = $1 where o.event_id in (select id from reminded)`, [GOING_PER_REMINDED]);
    await sql.query("analyze event_rsvps");
    await sql.query("analyze event_occurrences");
    await sql.query("analyze events");
  });
  const due = await one<{ n: number }>("select count(*)::int as n from event_rsvps where remind_at <= now()");
  if (due.n !== reminderCount) throw new Error(`${due.n} reminders due, not ${reminderCount}`);

  const senders = [0, 1].map(() => startSender(database.url));
  await Promise.all(senders.map((s) => s.ready));
  const loadBefore = load();
  const started = performance.now();
  for (const s of senders) s.child.stdin?.write("go\n");
  // Watched from outside the senders: done when no answer is due any more (committed).
  let wallMs = Number.NaN;
  for (;;) {
    const left = await one<{ due: boolean }>("select exists (select 1 from event_rsvps where remind_at <= now()) as due");
    if (!left.due) {
      wallMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 180_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const reports = await Promise.all(senders.map((s) => s.report));
  const checked = await one<{ notices: number; pairs: number; duplicates: number; stillDue: number }>(
    `select (select count(*)::int from notifications where type = 'event_reminder') as notices,
       (select count(*)::int from (select distinct user_id, occurrence_id from notifications where type = 'event_reminder') d) as pairs,
       (select count(*)::int from (select 1 from notifications where type = 'event_reminder' group by user_id, occurrence_id having count(*) > 1) d) as duplicates,
       (select count(*)::int from event_rsvps where remind_at <= now()) as "stillDue"`,
  );
  const perProcess = reports.map((r) => r.sent);
  const reminders = {
    due: reminderCount,
    "wall s": Number((wallMs / 1000).toFixed(2)),
    "per process": perProcess.join(" + "),
    "rounds per process": reports.map((r) => r.rounds).join(", "),
    "each process's own s": reports.map((r) => (r.ms / 1000).toFixed(2)).join(", "),
    notices: checked.notices,
    "distinct (user, occurrence)": checked.pairs,
    duplicates: checked.duplicates,
    "still due": checked.stillDue,
    "load before": loadBefore,
    "load after": load(),
  };
  console.table(reminders);
  results.reminders = reminders;
  const sentSum = perProcess.reduce((a, b) => a + b, 0);
  table.push({
    figure: `${reminderCount} due reminders, 2 processes (${perProcess.join(" + ")})`,
    measured: `${reminders["wall s"]} s`,
    target: `<= ${TARGETS.remindersS} s`,
    met: verdict(wallMs <= TARGETS.remindersS * 1000),
  });
  table.push({
    figure: "reminder notices stored (sum of the processes' counts)",
    measured: `${checked.notices} (${sentSum})`,
    target: `= ${reminderCount}`,
    met: verdict(checked.notices === reminderCount && sentSum === reminderCount),
  });
  table.push({
    figure: "(user, occurrence) pairs reminded twice",
    measured: String(checked.duplicates),
    target: "= 0",
    met: verdict(checked.duplicates === 0),
  });
} finally {
  await sql.end();
  await fleet.stop();
  await database.drop();
}

console.log(`\nTargets (load average at the end: ${load()})`);
console.table(table);
results.targets = table;
writeResults("calendar.json", results);
if (failed) {
  console.error("a calendar target was missed");
  process.exit(1);
}

/** A reminder-sending process, started and waiting for its go. */
function startSender(databaseUrl: string) {
  const root = path.join(import.meta.dirname, "../..");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/bench/event-reminder-sender.ts"], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const report = new Promise<{ pid: number; sent: number; rounds: number; ms: number }>((resolve, reject) => {
    lines.on("line", (line) => {
      if (line === "ready") onReady();
      else if (line.startsWith("{")) resolve(JSON.parse(line));
    });
    child.on("exit", (code) => reject(new Error(`a reminder sender exited (${code}) without its count`)));
  });
  // Awaited later; a sender that fails meanwhile must not end this process as an unhandled rejection.
  report.catch(() => {});
  // The ready promise fails with the process, not only the report.
  child.on("exit", (code) => {
    if (code !== 0) onReady();
  });
  return { child, ready, report };
}
