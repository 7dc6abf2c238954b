import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Agenda } from "@/features/events/agenda";
import { CreateEventButton } from "@/features/events/create-event-button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The month's grid is a chunk of its own, loaded when its tab is first chosen.
const MonthView = retryableLazy(() => import("@/features/events/month-view").then((m) => m.MonthView));

const messages = i18n("events/events-page", {
  title: "Events",
  description: "Services, studies and gatherings of your churches, groups and friends.",
  views: "View",
  agenda: "Agenda",
  month: "Month",
});

/** The viewer's calendar: what is coming, day by day, or a month at a time; and 'New event'. */
export function EventsPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.title} description={t.description} actions={<CreateEventButton />} />
      <Tabs defaultValue="agenda">
        <TabsList aria-label={t.views} className="max-w-xs">
          <TabsTrigger value="agenda">{t.agenda}</TabsTrigger>
          <TabsTrigger value="month">{t.month}</TabsTrigger>
        </TabsList>
        <TabsContent value="agenda" className="mt-4">
          <Agenda />
        </TabsContent>
        <TabsContent value="month" className="mt-4">
          <Suspense fallback={<Skeleton className="h-[32rem] w-full rounded-xl" />}>
            <MonthView />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
