import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import type { Church } from "@contract/churches";
import { ChurchHeader } from "@/features/churches/church-header";
import { isChurchMissing } from "@/features/churches/church-errors";
import { ChurchNotFound } from "@/features/churches/church-not-found";
import { BackToChurches, ChurchLoadError, ChurchSkeleton } from "@/features/churches/church-page-parts";
import { useChurch } from "@/features/churches/church-queries";
import { leads } from "@/features/churches/church-roles";
import { ChurchTabs } from "@/features/churches/church-tabs";
import { churchKey } from "@/lib/church-cache";
import { retryableLazy } from "@/lib/retryable-lazy";

// The Events tab: the church's list of its events to come, and its leaders' 'New event', from
// the events feature. Their code loads together when the tab is first opened.
const ChurchEventsTab = retryableLazy(() =>
  Promise.all([
    import("@/features/churches/church-events"),
    import("@/features/events/upcoming-events"),
    import("@/features/events/create-event-button"),
  ]).then(([{ ChurchEvents }, { UpcomingEvents }, { CreateEventButton }]) => ({ church }: { church: Church }) => (
    <ChurchEvents
      church={church}
      list={(emptyText) => <UpcomingEvents source={{ kind: "church", slug: church.slug }} emptyText={emptyText} />}
      newEvent={<CreateEventButton host={{ kind: "church", churchId: church.id, audience: "public" }} />}
    />
  )),
);

// The Devotions tab: the plans the church reads together and those its leaders wrote (the
// plans feature's), then its devotions and its leaders' form (the devotions feature's).
const ChurchDevotionsTab = retryableLazy(() =>
  Promise.all([
    import("@/features/devotions/church-devotions"),
    import("@/features/plans/reading-together-card"),
    import("@/features/plans/church-plans-card"),
  ]).then(([{ ChurchDevotions }, { ReadingTogetherCard }, { ChurchPlansCard }]) => ({ church }: { church: Church }) => (
    <div className="grid gap-6">
      <ReadingTogetherCard id={`church-${church.id}-reading`} place={{ churchId: church.id }} canLead={leads(church.myRole)} />
      <ChurchPlansCard church={church} canLead={leads(church.myRole)} />
      <ChurchDevotions church={church} />
    </div>
  )),
);

// A web address or an id (a notice's link): anything else cannot name a church.
const CHURCH_NAME = /^[A-Za-z0-9-]{1,60}$/;

/** A church's page: what it says of itself, its members, and for its leaders, its care. */
export function ChurchPage() {
  const { slug } = useParams<{ slug: string }>();
  return (
    <div className="grid gap-4">
      <BackToChurches />
      {CHURCH_NAME.test(slug) ? <ChurchView name={slug} /> : <ChurchNotFound />}
    </div>
  );
}

function ChurchView({ name }: { name: string }) {
  const church = useChurch(name);
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const slug = church.data?.slug;
  // Opened by its id (a notice) or an old address: the address bar shows its own address,
  // in place of this one in the history.
  useEffect(() => {
    if (!church.data || slug === name) return;
    queryClient.setQueryData(churchKey(church.data.slug), church.data);
    navigate(`/churches/${church.data.slug}${search ? `?${search}` : ""}`, { replace: true });
  }, [church.data, slug, name, search, navigate, queryClient]);

  if (church.isPending) return <ChurchSkeleton />;
  if (church.isError)
    return isChurchMissing(church.error) ? <ChurchNotFound /> : <ChurchLoadError error={church.error} onRetry={church.refetch} />;
  return (
    <div className="grid gap-6">
      <ChurchHeader church={church.data} />
      <ChurchTabs
        church={church.data}
        initialTab={new URLSearchParams(search).get("tab")}
        events={<ChurchEventsTab church={church.data} />}
        devotions={<ChurchDevotionsTab church={church.data} />}
      />
    </div>
  );
}
