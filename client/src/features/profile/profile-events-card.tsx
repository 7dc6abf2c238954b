import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";

const messages = i18n("profile/profile-events-card", {
  upcoming: "Upcoming events",
  loading: "Loading the events",
});

/**
 * The events a member plans, beside their About: the events feature's list (`list`), and on
 * one's own profile its 'New event' (`newEvent`), both brought by the page; their code loads
 * beside the page's.
 */
export function ProfileEventsCard({ list, newEvent }: { list: ReactNode; newEvent?: ReactNode }) {
  const t = useStore(messages);
  return (
    <Card>
      <section aria-labelledby="profile-events-heading" className="p-5 sm:p-6">
        <h2 id="profile-events-heading" className="mb-3 text-base font-semibold">
          {t.upcoming}
        </h2>
        <DeferredPart
          standIn={
            <div role="status" aria-label={t.loading} className="grid gap-3">
              <Skeleton className="h-12" />
            </div>
          }
        >
          {list}
        </DeferredPart>
        {newEvent && (
          <div className="mt-4">
            <DeferredPart standIn={null}>{newEvent}</DeferredPart>
          </div>
        )}
      </section>
    </Card>
  );
}
