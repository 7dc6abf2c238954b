import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";

const messages = i18n("profile/profile-events-card", {
  upcoming: "Upcoming events",
  none: "No upcoming events.",
  noneOwn: "Nothing planned. Gather your connections: a Bible study at home, a meal, an evening of prayer.",
});

/**
 * The events a member plans for their connections, beside their About, and on one's own profile
 * 'New event'. Both are the events feature's, which the page brings: `list`, told what to say
 * when there are none, and `newEvent`.
 */
export function ProfileEventsCard({ list, newEvent }: { list: (emptyText: string) => ReactNode; newEvent?: ReactNode }) {
  const t = useStore(messages);
  return (
    <Card>
      <section aria-labelledby="profile-events-heading" className="p-5 sm:p-6">
        <h2 id="profile-events-heading" className="mb-3 text-base font-semibold">
          {t.upcoming}
        </h2>
        {list(newEvent ? t.noneOwn : t.none)}
        {newEvent && <div className="mt-4">{newEvent}</div>}
      </section>
    </Card>
  );
}
