import { useStore } from "@nanostores/react";
import type { AttendeeCounts, EventDetail, Occurrence } from "@contract/events";
import { MemberRow } from "@/components/member-row";
import { PanelCard } from "@/components/panel-card";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { serverMessage } from "@/lib/api-error";
import { count, i18n } from "@/lib/i18n";
import { type AttendeeFilter, useAttendees } from "./event-queries";

const messages = i18n("events/attendees-card", {
  title: "Who's coming",
  answers: "Answers",
  going: "Going",
  maybe: "Maybe",
  no: "Can't go",
  waitlist: "Waiting list",
  loading: "Loading who's coming",
  loadFailed: "The list could not be loaded.",
  noOne: "No one yet.",
  guests: count({ one: "+{count} guest", other: "+{count} guests" }),
});

/**
 * Who answered the chosen occurrence: those going and those who may (anyone who sees the event
 * sees them), and for its organisers also those who can't and the waiting list.
 */
export function AttendeesCard({ event, occurrence }: { event: EventDetail; occurrence: Occurrence }) {
  const t = useStore(messages);
  // The going list is always read: its counts name every tab.
  const going = useAttendees(event.id, occurrence.id, "going");
  const counts = going.data?.counts;
  const tabs: AttendeeFilter[] = event.canManage ? ["going", "maybe", "no", "waitlist"] : ["going", "maybe"];
  return (
    <PanelCard id="attendees" title={t.title}>
      {/* A new occurrence starts on its own first tab. */}
      <Tabs key={occurrence.id} defaultValue="going">
        <TabsList aria-label={t.answers} className={tabs.length > 2 ? "grid h-auto grid-cols-2 gap-1" : undefined}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="gap-1.5">
              {t[tab]}
              <TabCount counts={counts} tab={tab} />
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-4">
            <AttendeeList eventId={event.id} occurrenceId={occurrence.id} answer={tab} />
          </TabsContent>
        ))}
      </Tabs>
    </PanelCard>
  );
}

function TabCount({ counts, tab }: { counts?: AttendeeCounts; tab: AttendeeFilter }) {
  if (!counts) return null;
  return <span className="text-xs font-normal text-muted-foreground tabular-nums">{counts[tab]}</span>;
}

function AttendeeList({ eventId, occurrenceId, answer }: { eventId: number; occurrenceId: number; answer: AttendeeFilter }) {
  const t = useStore(messages);
  const list = useAttendees(eventId, occurrenceId, answer);
  if (list.isPending) return <PersonSkeletons count={3} label={t.loading} />;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {serverMessage(list.error) ?? t.loadFailed}
      </p>
    );
  }
  if (list.data.people.length === 0) return <p className="text-sm text-muted-foreground">{t.noOne}</p>;
  return (
    <ul className="-mr-2 grid max-h-96 gap-3 overflow-y-auto pr-2">
      {list.data.people.map((person) => (
        <MemberRow
          key={person.user.id}
          person={person.user}
          badges={person.guests > 0 ? <Badge variant="outline">{t.guests(person.guests)}</Badge> : undefined}
        />
      ))}
    </ul>
  );
}
