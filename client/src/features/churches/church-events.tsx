import { useStore } from "@nanostores/react";
import { CalendarDays } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Church } from "@contract/churches";
import { DeferredPart } from "@/components/deferred-part";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { leads } from "./church-roles";

const messages = i18n("churches/church-events", {
  events: "Events",
  loading: "Loading the events",
  noneLeader: "Nothing planned yet. Plan a service, a study or a gathering: your members answer, and are reminded before it starts.",
  noneMember: "Nothing planned yet. The services and gatherings the church's leaders plan show here.",
  noneVisitor: "No upcoming events are open to everyone yet.",
});

/**
 * What the Events tab shows from the events feature, which the page brings (a church's events
 * are their own feature's, with their own code, loaded when the tab is opened).
 */
export interface ChurchEventParts {
  /** The church's events to come, told what to say when there are none. */
  list: (emptyText: string) => ReactNode;
  /** 'New event', for the church: shown to its leaders. */
  newEvent: ReactNode;
}

/** Events (everyone): the church's services and gatherings to come; its leaders plan new ones. */
export function ChurchEvents({ church, parts }: { church: Church; parts: ChurchEventParts }) {
  const t = useStore(messages);
  const id = useId();
  const leader = leads(church.myRole);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {t.events}
        </h2>
        {leader && <DeferredPart standIn={null}>{parts.newEvent}</DeferredPart>}
      </div>
      <Card className="p-4 sm:p-5">
        <DeferredPart
          standIn={
            <div role="status" aria-label={t.loading} className="grid gap-3">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          }
        >
          {parts.list(leader ? t.noneLeader : church.myRole ? t.noneMember : t.noneVisitor)}
        </DeferredPart>
      </Card>
    </section>
  );
}
