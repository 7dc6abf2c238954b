import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { PanelCard } from "@/components/panel-card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n, params } from "@/lib/i18n";
import { useTodaysDevotions } from "./devotion-queries";
import { DevotionView } from "./devotion-view";

const messages = i18n("devotions/todays-devotion-card", {
  title: "Today's devotion",
  loading: "Loading today's devotion",
  from: params<{ church: string }>("From {church}"),
  open: "Open the devotion",
});

/**
 * "Today's devotion": what the leaders of my churches wrote for today (where this device is),
 * each with its passage, reflection and prayer. Nothing at all on a day without one, or for a
 * member of no church: the home page's other cards move up.
 */
export function TodaysDevotionCard({ id, className }: { id: string; className?: string }) {
  const t = useStore(messages);
  const today = useTodaysDevotions();
  if (today.isPending && today.fetchStatus === "idle") return null;
  if (today.isPending) {
    return (
      <PanelCard id={id} title={t.title} className={className}>
        <div role="status" aria-label={t.loading} className="grid gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      </PanelCard>
    );
  }
  // A failure here is no news for the home page: the devotion is on its church's page too.
  if (today.isError || today.data.length === 0) return null;
  return (
    <PanelCard id={id} title={t.title} className={className}>
      <div className="grid gap-6">
        {today.data.map((devotion) => (
          <article key={devotion.id} aria-labelledby={`${id}-${devotion.id}`} className="grid gap-3">
            <header className="grid gap-0.5">
              <h3 id={`${id}-${devotion.id}`} className="font-serif text-lg leading-snug font-semibold text-heading">
                <Link href={`/devotions/${devotion.id}`} className="hover:underline">
                  {devotion.title}
                </Link>
              </h3>
              <p className="text-xs text-muted-foreground">{t.from({ church: devotion.church.name })}</p>
            </header>
            <DevotionView devotion={devotion} brief />
            <Link href={`/devotions/${devotion.id}`} className="text-sm font-semibold text-primary hover:underline">
              {t.open}
            </Link>
          </article>
        ))}
      </div>
    </PanelCard>
  );
}
