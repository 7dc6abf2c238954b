import { useStore } from "@nanostores/react";
import { Megaphone } from "lucide-react";
import { useId } from "react";
import type { Church } from "@contract/churches";
import { DeferredPart } from "@/components/deferred-part";
import { LoadMoreButton } from "@/components/load-more-button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { AnnouncementItem } from "./announcement-item";
import { useChurchAnnouncements } from "./church-queries";
import { leads } from "./church-roles";

// The leaders' form, with the contract's checks (zod): members never load it.
const AnnouncementComposer = retryableLazy(() => import("./announcement-composer").then((m) => m.AnnouncementComposer));

const messages = i18n("churches/church-announcements", {
  announcements: "Announcements",
  loading: "Loading announcements",
  loadingForm: "Loading the form",
  loadFailed: "The announcements could not be loaded.",
  none: "No announcements yet.",
  noneLeader: "No announcements yet. Write one above: every member is told, and it is pinned on their home page.",
  more: "Show older announcements",
});

/** Announcements (members): the church's word to its people, newest first; leaders write and delete them. */
export function ChurchAnnouncements({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const list = useChurchAnnouncements(church.slug);
  const leader = leads(church.myRole);
  const announcements = list.data?.pages.flat() ?? [];
  return (
    <div className="grid gap-6">
      {leader && (
        <Card>
          <DeferredPart
            standIn={
              <div role="status" aria-label={t.loadingForm} className="grid gap-4 p-5 sm:p-6">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-28 w-full" />
              </div>
            }
          >
            <AnnouncementComposer church={church} />
          </DeferredPart>
        </Card>
      )}
      <section aria-labelledby={`${ids}-title`} className="grid gap-3">
        <h2 id={`${ids}-title`} className="flex items-center gap-2 text-base font-semibold">
          <Megaphone aria-hidden="true" className="size-4 text-primary" />
          {t.announcements}
        </h2>
        {list.isPending ? (
          <div role="status" aria-label={t.loading} className="grid gap-3">
            {[0, 1].map((i) => (
              <div key={i} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(list.error) ?? t.loadFailed}
          </p>
        ) : announcements.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{leader ? t.noneLeader : t.none}</p>
        ) : (
          <ul aria-label={t.announcements} className="grid gap-4">
            {announcements.map((announcement) => (
              <AnnouncementItem key={announcement.id} church={church} announcement={announcement} />
            ))}
          </ul>
        )}
        <LoadMoreButton list={list} label={t.more} />
      </section>
    </div>
  );
}
