import type { z } from "zod";
import type { CreateEventBody, EventAudience, EventDetail, EventHostBody, UpdateEventBody } from "@contract/events";
import { addDays, viewerTimeZone, wallClockIn, weekdayOf } from "./event-times";
import { RRULE_DAYS, ruleParts, ruleWithoutEnd, untilDate } from "./recurrence-words";

/** The form's ways to repeat, each made from the start date; "custom" keeps a rule made elsewhere as it is. */
export const REPEAT_CHOICES = ["none", "daily", "weekly", "biweekly", "monthlyNth", "monthlyDay", "yearly"] as const;
type RepeatChoice = (typeof REPEAT_CHOICES)[number] | "custom";
type EndsChoice = "never" | "on" | "after";

export interface EventFormValues {
  /** "member", "church:<id>" or "group:<id>". */
  host: string;
  audience: EventAudience;
  title: string;
  description: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  repeat: RepeatChoice;
  /** The event's own rule, when it is none of the form's choices. */
  customRule: string;
  ends: EndsChoice;
  until: string;
  count: string;
  place: string;
  onlineUrl: string;
  capacity: string;
  coverUrl: string | null;
}

export type FormField = keyof EventFormValues;

const hostValue = (host: EventHostBody): string =>
  host.kind === "church" ? `church:${host.churchId}` : host.kind === "group" ? `group:${host.groupId}` : "member";

function hostBody(value: string, audience: EventAudience): EventHostBody {
  const [kind, id] = value.split(":");
  if (kind === "church") return { kind: "church", churchId: Number(id), audience };
  if (kind === "group") return { kind: "group", groupId: Number(id) };
  return { kind: "member" };
}

/** Which week of its month a date falls in (1 to 4), or -1 for the last when it is the fifth. */
function weekOfMonth(date: string): number {
  const nth = Math.ceil(Number(date.slice(8, 10)) / 7);
  return nth >= 5 ? -1 : nth;
}

/** The rule a choice makes for an event starting on `date` (none for "does not repeat"). */
export function choiceRule(choice: (typeof REPEAT_CHOICES)[number], date: string): string | null {
  const day = RRULE_DAYS[weekdayOf(date)];
  switch (choice) {
    case "none":
      return null;
    case "daily":
      return "FREQ=DAILY";
    case "weekly":
      return `FREQ=WEEKLY;BYDAY=${day}`;
    case "biweekly":
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${day}`;
    case "monthlyNth":
      return `FREQ=MONTHLY;BYDAY=${weekOfMonth(date)}${day}`;
    case "monthlyDay":
      return `FREQ=MONTHLY;BYMONTHDAY=${Number(date.slice(8, 10))}`;
    case "yearly":
      return "FREQ=YEARLY";
  }
}

const toMinutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;

/** Wall-clock arithmetic on "YYYY-MM-DD" and "HH:MM" (no zone: 10:00 plus an hour is 11:00). */
export function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const at = new Date((toMinutes(date, time) + minutes) * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

/** How long the event lasts as the form has it: minutes (timed) or days (all-day); a nonsense end counts as an hour or one day. */
export function durationOf(values: Pick<EventFormValues, "allDay" | "startDate" | "startTime" | "endDate" | "endTime">): number {
  if (values.allDay) {
    const days = (Date.parse(values.endDate) - Date.parse(values.startDate)) / 86_400_000;
    return Number.isFinite(days) && days >= 0 ? days : 0;
  }
  const minutes = toMinutes(values.endDate, values.endTime) - toMinutes(values.startDate, values.startTime);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 60;
}

/** The instant a wall-clock time is in a zone, as an RRULE's UNTIL wants it: "20270601T025900Z". */
function untilInstant(local: string, timeZone: string): string {
  const guess = Date.parse(`${local}:00Z`);
  let instant = guess;
  // Twice: the zone's offset at the guess may differ from its offset at the answer (a clock change between).
  for (let i = 0; i < 2; i++) instant = guess - (Date.parse(`${wallClockIn(new Date(instant), timeZone)}:00Z`) - instant);
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A new event's form: the next full hour, for an hour, in the viewer's zone. */
export function newEventValues(host?: EventHostBody): EventFormValues {
  const zone = viewerTimeZone();
  const now = wallClockIn(new Date(Date.now() + 60 * 60_000), zone);
  const start = { date: now.slice(0, 10), time: `${now.slice(11, 13)}:00` };
  const end = addMinutes(start.date, start.time, 60);
  return {
    host: host ? hostValue(host) : "member",
    audience: host?.kind === "church" ? host.audience : "public",
    title: "",
    description: "",
    allDay: false,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timeZone: zone,
    repeat: "none",
    customRule: "",
    ends: "never",
    until: addDays(start.date, 91),
    count: "10",
    place: "",
    onlineUrl: "",
    capacity: "",
    coverUrl: null,
  };
}

/** The form for an event as it is. */
export function eventValues(event: EventDetail): EventFormValues {
  const startDate = event.startsAt.slice(0, 10);
  const endDate = event.endsAt.slice(0, 10);
  const rule = event.recurrence ? ruleWithoutEnd(event.recurrence) : null;
  const choice = REPEAT_CHOICES.find((c) => choiceRule(c, startDate) === rule) ?? "custom";
  const parts = event.recurrence ? ruleParts(event.recurrence) : {};
  const until = parts.UNTIL ? untilDate(parts.UNTIL, event.timeZone) : null;
  const host: EventHostBody =
    event.host.kind === "church"
      ? { kind: "church", churchId: event.host.id, audience: event.audience ?? "public" }
      : event.host.kind === "group"
        ? { kind: "group", groupId: event.host.id }
        : { kind: "member" };
  return {
    host: hostValue(host),
    audience: event.audience ?? "public",
    title: event.title,
    description: event.description ?? "",
    allDay: event.allDay,
    startDate,
    startTime: event.allDay ? "10:00" : event.startsAt.slice(11, 16),
    endDate,
    endTime: event.allDay ? "11:00" : event.endsAt.slice(11, 16),
    timeZone: event.timeZone,
    repeat: choice,
    customRule: choice === "custom" && event.recurrence ? event.recurrence : "",
    ends: until ? "on" : parts.COUNT ? "after" : "never",
    until: until ?? addDays(startDate, 91),
    count: parts.COUNT ?? "10",
    place: event.place ?? "",
    onlineUrl: event.onlineUrl ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    coverUrl: event.coverUrl,
  };
}

/** Words the form checks itself, before the contract's (the contract has no "ends" fields). */
export type LocalProblem = "untilBeforeStart" | "countInvalid";

/** The repeat rule the form's choices make, with its end; or what is wrong with the end. */
function recurrenceOf(values: EventFormValues): { rule: string | null } | { problem: LocalProblem; field: FormField } {
  if (values.repeat === "custom") return { rule: values.customRule || null };
  const rule = choiceRule(values.repeat, values.startDate);
  if (!rule) return { rule: null };
  if (values.ends === "on") {
    if (!values.until || values.until < values.startDate) return { problem: "untilBeforeStart", field: "until" };
    return { rule: `${rule};UNTIL=${untilInstant(`${values.until}T23:59`, values.timeZone)}` };
  }
  if (values.ends === "after") {
    const times = Number(values.count);
    if (!Number.isInteger(times) || times < 1 || times > 999) return { problem: "countInvalid", field: "count" };
    return { rule: `${rule};COUNT=${times}` };
  }
  return { rule };
}

/** What the form makes of its values: the fields of a new event, or the problem with one field. */
export function formFields(
  values: EventFormValues,
): { fields: Omit<CreateEventBody, "host" | "coverUrl"> } | { problem: LocalProblem; field: FormField } {
  const recurrence = recurrenceOf(values);
  if ("problem" in recurrence) return recurrence;
  const capacity = values.capacity.trim();
  return {
    fields: {
      title: values.title,
      description: values.description,
      allDay: values.allDay,
      startsAt: values.allDay ? values.startDate : `${values.startDate}T${values.startTime}`,
      endsAt: values.allDay ? values.endDate : `${values.endDate}T${values.endTime}`,
      timeZone: values.timeZone,
      recurrence: recurrence.rule,
      place: values.place,
      onlineUrl: values.onlineUrl,
      capacity: capacity === "" ? null : Number(capacity),
    },
  };
}

export function createBody(values: EventFormValues, fields: Omit<CreateEventBody, "host" | "coverUrl">): CreateEventBody {
  return { ...fields, host: hostBody(values.host, values.audience), coverUrl: values.coverUrl };
}

const blank = (v: string | null | undefined) => (v ?? "").trim();

/** Only what changed, so an unchanged time leaves the occurrences (and any moved one) as they are. */
export function updateBody(event: EventDetail, values: EventFormValues, fields: Omit<CreateEventBody, "host" | "coverUrl">): UpdateEventBody {
  const body: UpdateEventBody = {};
  if (fields.title.trim() !== event.title) body.title = fields.title;
  if (blank(fields.description) !== blank(event.description)) body.description = fields.description;
  if (fields.startsAt !== event.startsAt || fields.endsAt !== event.endsAt || fields.allDay !== event.allDay) {
    body.startsAt = fields.startsAt;
    body.endsAt = fields.endsAt;
    body.allDay = fields.allDay;
  }
  if (fields.timeZone !== event.timeZone) body.timeZone = fields.timeZone;
  if ((fields.recurrence ?? null) !== (event.recurrence ?? null)) body.recurrence = fields.recurrence;
  if (blank(fields.place) !== blank(event.place)) body.place = fields.place;
  if (blank(fields.onlineUrl) !== blank(event.onlineUrl)) body.onlineUrl = fields.onlineUrl;
  if ((fields.capacity ?? null) !== event.capacity) body.capacity = fields.capacity;
  if (event.host.kind === "church" && values.audience !== event.audience) body.audience = values.audience;
  if (values.coverUrl !== event.coverUrl) body.coverUrl = values.coverUrl;
  return body;
}

/** The form's field a contract's issue is about ("startsAt" is the start date's field). */
const FIELD_OF: Record<string, FormField> = {
  host: "host",
  title: "title",
  description: "description",
  startsAt: "startDate",
  endsAt: "endDate",
  allDay: "startDate",
  timeZone: "timeZone",
  recurrence: "repeat",
  place: "place",
  onlineUrl: "onlineUrl",
  capacity: "capacity",
  coverUrl: "coverUrl",
  audience: "audience",
};

/** The contract's issues as the form's fields' errors (each field's first); those of no field under the title. */
export function issuesByField(error: z.ZodError): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const issue of error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? "")] ?? "title";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field a server's refusal is about, read from its words; none: the toast says it alone. */
export function refusedField(message: string): FormField | null {
  if (/\btitle\b/i.test(message)) return "title";
  if (/description/i.test(message)) return "description";
  if (/repeat|recurrence/i.test(message)) return "repeat";
  // "The end must come after the start" is the end's.
  if (/\bthe end\b|^end\b/i.test(message)) return "endDate";
  if (/\bstart\b/i.test(message)) return "startDate";
  if (/time zone/i.test(message)) return "timeZone";
  if (/\bplace\b/i.test(message)) return "place";
  if (/online link/i.test(message)) return "onlineUrl";
  if (/capacity/i.test(message)) return "capacity";
  if (/cover/i.test(message)) return "coverUrl";
  return null;
}
