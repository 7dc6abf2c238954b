import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Agenda } from "@/features/events/agenda";
import { CreateEventButton } from "@/features/events/create-event-button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The month's grid is a chunk of its own, loaded when it is first chosen.
const MonthView = retryableLazy(() => import("@/features/events/month-view").then((m) => m.MonthView));

const messages = i18n("events/events-page", {
  title: "Events",
  description: "Services, studies and gatherings of your churches, groups and friends.",
  views: "View",
  agenda: "Agenda",
  month: "Month",
});

const VIEWS = ["agenda", "month"] as const;

/** The viewer's calendar: what is coming, day by day, or a month at a time (?view=month); and 'New event'. */
export function EventsPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const [path, navigate] = useLocation();
  const view = new URLSearchParams(useSearch()).get("view") === "month" ? "month" : "agenda";
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.title} description={t.description} actions={<CreateEventButton />} />
      {/* Two views of one list, a toggle rather than tabs: the address keeps the one chosen, so Back returns to it. */}
      <fieldset className="mb-4">
        <legend className="sr-only">{t.views}</legend>
        <div className="inline-flex rounded-lg bg-muted p-1">
          {VIEWS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => navigate(name === "month" ? `${path}?view=month` : path, { replace: true })}
              className="h-9 min-w-24 rounded-md px-4 text-sm font-semibold text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {t[name]}
            </button>
          ))}
        </div>
      </fieldset>
      {view === "agenda" ? (
        <Agenda />
      ) : (
        <Suspense fallback={<Skeleton className="h-[32rem] w-full rounded-xl" />}>
          <MonthView />
        </Suspense>
      )}
    </div>
  );
}
