import { useStore } from "@nanostores/react";
import { CalendarDays } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Church } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { leads } from "./church-roles";

const messages = i18n("churches/church-events", {
  events: "Events",
  noneLeader: "Nothing planned yet. Plan a service, a study or a gathering: your members answer, and are reminded before it starts.",
  noneMember: "Nothing planned yet. The services and gatherings the church's leaders plan show here.",
  noneVisitor: "No upcoming events are open to everyone yet.",
});

/**
 * Events (everyone): the church's services and gatherings to come, and for its leaders 'New
 * event'. Both are the events feature's, which the page brings: `list`, told what to say when
 * there are none, and `newEvent`.
 */
export function ChurchEvents({ church, list, newEvent }: { church: Church; list: (emptyText: string) => ReactNode; newEvent: ReactNode }) {
  const t = useStore(messages);
  const id = useId();
  const leader = leads(church.myRole);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {t.events}
        </h2>
        {leader && newEvent}
      </div>
      <Card className="p-4 sm:p-5">{list(leader ? t.noneLeader : church.myRole ? t.noneMember : t.noneVisitor)}</Card>
    </section>
  );
}
