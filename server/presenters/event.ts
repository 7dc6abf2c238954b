import type { EventDetail, EventHostShown, Occurrence } from "../../contract/events";
import type { EventPage } from "../services/events/events";
import { writtenTimes } from "../services/events/events";
import type { OccurrenceEntry } from "../services/events/occurrence-reads";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

const hostOf = (entry: {
  churchId: number | null;
  churchSlug: string | null;
  churchName: string | null;
  groupId: number | null;
  groupName: string | null;
}): EventHostShown => {
  if (entry.churchId !== null) return { kind: "church", id: entry.churchId, slug: entry.churchSlug ?? "", name: entry.churchName ?? "" };
  if (entry.groupId !== null) return { kind: "group", id: entry.groupId, name: entry.groupName ?? "" };
  return { kind: "member" };
};

export function presentOccurrence(entry: OccurrenceEntry): Occurrence {
  const local = writtenTimes({ startsLocal: entry.startsLocal, endsLocal: entry.endsLocal, allDay: entry.allDay });
  return {
    id: entry.id,
    eventId: entry.eventId,
    title: entry.title,
    host: hostOf(entry),
    allDay: entry.allDay,
    startsAt: isoTime(entry.startsAt),
    endsAt: isoTime(entry.endsAt),
    localStart: local.startsAt,
    localEnd: local.endsAt,
    timeZone: entry.timeZone,
    place: entry.place,
    onlineUrl: entry.onlineUrl,
    moved: entry.moved,
    cancelled: entry.cancelled,
    goingCount: entry.goingCount,
    capacity: entry.capacity,
    myRsvp: entry.myAnswer ? { answer: entry.myAnswer, guests: entry.myGuests ?? 0, waitlisted: entry.myWaitlisted ?? false } : null,
  };
}

export function presentEventPage({ event, church, group, organiser, manages, occurrences }: EventPage): EventDetail {
  const times = writtenTimes(event);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    coverUrl: event.coverUrl,
    host: church ? { kind: "church", ...church } : group ? { kind: "group", ...group } : { kind: "member" },
    audience: event.audience,
    organiser: organiser ? presentPublicUser(organiser) : null,
    allDay: event.allDay,
    timeZone: event.timeZone,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    recurrence: event.recurrence,
    place: event.place,
    onlineUrl: event.onlineUrl,
    capacity: event.capacity,
    cancelled: event.cancelledAt !== null,
    canManage: manages,
    occurrences: occurrences.map(presentOccurrence),
    createdAt: isoTime(event.createdAt),
  };
}
