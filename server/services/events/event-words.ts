import { type SQL, sql } from "drizzle-orm";
import { mailMessages, params } from "../../mail/i18n";
import { sqlMessage } from "../notifications/notifications";
import type { Words } from "../notifications/notifications";

// What an event's notices say, in each member's language. A time is written as the event's
// zone reads it, and the zone named ("2026-12-06 10:00, America/Sao_Paulo"): a notice goes to
// many people, and each may be somewhere else.
const words = mailMessages("notices/events", {
  startsAt: params<{ title: string; when: string }>("{title} starts {when}."),
  newTime: params<{ title: string; when: string }>("{title} has a new time: {when}."),
  newPlace: params<{ title: string; place: string }>("{title} has a new place: {place}."),
  cancelledOn: params<{ title: string; when: string }>("{title} on {when} is cancelled."),
  cancelled: params<{ title: string }>("{title} is cancelled."),
  restoredOn: params<{ title: string; when: string }>("{title} on {when} is on again."),
  wordFrom: params<{ title: string; who: string }>("{title}: a word from {who}"),
  placeTitle: params<{ title: string }>("{title}: you have a place"),
  placeOpened: params<{ when: string }>("A place opened up, and you are going on {when}."),
});

/** An occurrence's start as notices write it: "2026-12-06 10:00, America/Sao_Paulo", or the date alone for an all-day event. */
export const whenText = ({ startsLocal, allDay, timeZone }: { startsLocal: string; allDay: boolean; timeZone: string }): string =>
  allDay ? startsLocal.slice(0, 10) : `${startsLocal.slice(0, 10)} ${startsLocal.slice(11, 16)}, ${timeZone}`;

/** The same as SQL, over an occurrence row `o` and its event `e`. */
export const whenSql: SQL = sql`(case when e.all_day then to_char(o.starts_local, 'YYYY-MM-DD')
  else to_char(o.starts_local, 'YYYY-MM-DD HH24:MI') || ', ' || e.time_zone end)`;

type Text = string | SQL;
const asValues = <V extends Record<string, Text>>(values: V) => values;

/** Each notice's words, as `Words` (filled in each recipient's language by the statement that stores it). */
export const eventWords = {
  startsAt:
    (title: Text, when: Text): Words =>
    (l) =>
      sqlMessage(words(l).startsAt, asValues({ title, when })),
  newTime:
    (title: string, when: string): Words =>
    (l) =>
      words(l).newTime({ title, when }),
  newPlace:
    (title: string, place: string): Words =>
    (l) =>
      words(l).newPlace({ title, place }),
  cancelledOn:
    (title: Text, when: Text): Words =>
    (l) =>
      sqlMessage(words(l).cancelledOn, asValues({ title, when })),
  cancelled:
    (title: string): Words =>
    (l) =>
      words(l).cancelled({ title }),
  restoredOn:
    (title: string, when: string): Words =>
    (l) =>
      words(l).restoredOn({ title, when }),
  wordFrom:
    (title: string, who: string): Words =>
    (l) =>
      words(l).wordFrom({ title, who }),
  placeTitle:
    (title: string): Words =>
    (l) =>
      words(l).placeTitle({ title }),
  placeOpened:
    (when: string): Words =>
    (l) =>
      words(l).placeOpened({ when }),
};
