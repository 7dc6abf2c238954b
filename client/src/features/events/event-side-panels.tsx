import type { EventDetail, Occurrence } from "@contract/events";
import { AttendeesCard } from "./attendees-card";
import { OtherDatesCard } from "./other-dates-card";

/** The side of an event's page: who is coming, and a series' other dates. */
export function EventSidePanels({ event, occurrence, showDates }: { event: EventDetail; occurrence?: Occurrence; showDates: boolean }) {
  return (
    <>
      {occurrence && <AttendeesCard event={event} occurrence={occurrence} />}
      {showDates && <OtherDatesCard occurrences={event.occurrences} chosen={occurrence} />}
    </>
  );
}
