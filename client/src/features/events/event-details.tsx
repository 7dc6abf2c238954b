import { useStore } from "@nanostores/react";
import { CalendarPlus, Clock, ExternalLink, MapPin, Repeat, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { EventDetail, Occurrence } from "@contract/events";
import { DeferredPart } from "@/components/deferred-part";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { eventZoneTimes, fullWhen } from "./event-times";

// The repeat's words (every rule's phrasing, in each language) come a moment after the page.
const RecurrenceLine = retryableLazy(() => import("./recurrence-line").then((m) => m.RecurrenceLine));

const messages = i18n("events/event-details", {
  details: "When and where",
  allDay: "All day",
  eventZone: params<{ zone: string; times: string }>("{zone}: {times}"),
  yourTime: "Shown in your time zone.",
  map: "Open the map",
  prayerRoom: "Join the prayer room",
  online: "Join online",
  addToCalendar: "Add to calendar",
});

const ROOM = /^\/rooms\/\d+$/;

/** Where an online link leads, for its words: the site's name without "www.". */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function Row({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-1">{children}</div>
    </li>
  );
}

/**
 * When the chosen occurrence is (in the viewer's time, and the event's own where that differs),
 * how the event repeats, where it is (with a map) and its online link, and 'Add to calendar'.
 */
export function EventDetails({ event, occurrence }: { event: EventDetail; occurrence?: Occurrence }) {
  const t = useStore(messages);
  const there = occurrence ? eventZoneTimes(occurrence) : null;
  const online = event.onlineUrl;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="event-details" className="grid gap-5">
        <h2 id="event-details" className="sr-only">
          {t.details}
        </h2>
        <ul className="grid gap-4">
          {occurrence && (
            <Row icon={Clock}>
              <p className="font-semibold">
                {fullWhen(occurrence)}
                {occurrence.allDay && <span className="font-normal text-muted-foreground"> · {t.allDay}</span>}
              </p>
              {there && (
                <p className="text-sm text-muted-foreground">
                  {t.eventZone({ zone: there.zone, times: there.times })}
                  <span className="sr-only"> {t.yourTime}</span>
                </p>
              )}
            </Row>
          )}
          {event.recurrence && (
            <Row icon={Repeat}>
              <DeferredPart standIn={<p className="h-6" />}>
                <RecurrenceLine rule={event.recurrence} start={event.startsAt} timeZone={event.timeZone} />
              </DeferredPart>
            </Row>
          )}
          {event.place && (
            <Row icon={MapPin}>
              <p dir="auto" className="whitespace-pre-line">
                {event.place}
              </p>
              <a
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(event.place.replace(/\s+/g, " "))}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
              >
                {t.map}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </Row>
          )}
          {online && (
            <Row icon={Video}>
              {ROOM.test(online) ? (
                <Link href={online} className="w-fit font-medium text-primary underline-offset-2 hover:underline">
                  {t.prayerRoom}
                </Link>
              ) : (
                <a
                  href={online}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit min-w-0 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
                >
                  <span className="truncate">
                    {t.online} · {siteOf(online)}
                  </span>
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              )}
            </Row>
          )}
        </ul>
        {!event.cancelled && (
          <a
            href={`/api/events/${event.id}/event.ics`}
            download
            className={buttonVariants({ variant: "outline", size: "sm", className: "w-fit" })}
          >
            <CalendarPlus aria-hidden="true" />
            {t.addToCalendar}
          </a>
        )}
      </section>
    </Card>
  );
}
