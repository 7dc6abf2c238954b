import type { EventHostShown, Occurrence } from "@contract/events";

/** The page of one occurrence of an event. */
export const occurrenceHref = (occurrence: Pick<Occurrence, "eventId" | "id">): string =>
  `/events/${occurrence.eventId}?occurrence=${occurrence.id}`;

/** The page of the church or group an event belongs to; none for a member's own. */
export function hostHref(host: EventHostShown): string | null {
  if (host.kind === "church") return `/churches/${encodeURIComponent(host.slug)}`;
  if (host.kind === "group") return `/groups/${host.id}`;
  return null;
}

/** The church's or group's name; none for a member's own. */
export const hostName = (host: EventHostShown): string | null => (host.kind === "member" ? null : host.name);
