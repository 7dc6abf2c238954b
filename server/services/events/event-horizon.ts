import { sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { queryRows } from "../../db/client";
import { extendOccurrences } from "./occurrences";
import { HORIZON_DAYS } from "./recurrence";

/** Events moved on per transaction. */
const BATCH = 100;

/**
 * Writes the occurrences of repeating events on towards the horizon, for those written less
 * than a month short of it: each event is held (others' skipped) while its occurrences are
 * added, so two processes never write one twice. Returns how many occurrences were added.
 */
export async function extendHorizons({ db, now }: Context): Promise<number> {
  let added = 0;
  for (;;) {
    const at = now();
    const { events, count } = await db.transaction(async (tx) => {
      const events = await queryRows<{
        id: number;
        startsLocal: string;
        endsLocal: string;
        recurrence: string;
        timeZone: string;
        occurrencesUntil: string;
      }>(
        tx,
        sql`select id, to_char(starts_local, 'YYYY-MM-DD"T"HH24:MI:SS') as "startsLocal", to_char(ends_local, 'YYYY-MM-DD"T"HH24:MI:SS') as "endsLocal",
            recurrence, time_zone as "timeZone", to_char(occurrences_until, 'YYYY-MM-DD"T"HH24:MI:SS') as "occurrencesUntil"
          from events
          where recurrence is not null and cancelled_at is null
            and occurrences_until < (${new Date(at).toISOString()}::timestamptz at time zone time_zone) + make_interval(days => ${HORIZON_DAYS - 30}::int)
          order by occurrences_until limit ${BATCH} for update skip locked`,
      );
      let count = 0;
      for (const event of events) count += await extendOccurrences(tx, event, at);
      return { events, count };
    });
    added += count;
    if (events.length < BATCH) return added;
  }
}

export function startEventHorizon(context: Context, everyMs: number): BackgroundTask {
  return startBackgroundTask(
    async () => {
      await extendHorizons(context);
    },
    { name: "event_horizon", everyMs, log: context.log, failure: "writing events' occurrences failed; will retry" },
  );
}
