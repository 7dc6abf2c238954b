import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { PanelCard } from "@/components/panel-card";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n, params } from "@/lib/i18n";
import { PassageLinks } from "./passage-links";
import { planName, planWords } from "./plan-words";
import { usePlans } from "./plans-queries";

const messages = i18n("plans/todays-reading-card", {
  title: "Today's reading",
  day: params<{ plan: string; day: number; days: number }>("{plan}, day {day} of {days}"),
  together: params<{ plan: string; place: string; day: number; days: number }>("{plan} with {place}, day {day} of {days}"),
  done: "Done for today",
  open: "Open my plans",
});

/**
 * Today's reading in the plans the member follows, and in those their groups and churches read
 * together; nothing at all for a member who reads none.
 */
export function TodaysReadingCard({ id, className }: { id: string; className?: string }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  // Asked for once the feed is on screen (lib/feed-first.ts).
  const plans = usePlans(useSecondaryRequestsOpen());
  const going = (plans.data?.plans ?? []).filter((plan) => plan.mine && plan.mine.firstUnread !== null);
  const together = (plans.data?.together ?? []).filter((plan) => plan.today !== null && !plan.over);
  if (!going.length && !together.length) return null;
  return (
    <PanelCard id={id} title={t.title} className={className}>
      <ul className="grid gap-3">
        {going.map(({ key, title, days, mine }) => (
          <li key={key} className="grid gap-1 text-sm">
            <span className="text-muted-foreground">{t.day({ plan: planName(names, key, title), day: mine!.today, days })}</span>
            {mine!.todayDone ? (
              <span className="font-medium text-primary">{t.done}</span>
            ) : (
              <PassageLinks passages={mine!.todayPassages} planKey={key} />
            )}
          </li>
        ))}
        {together.map((plan) => (
          <li key={`together-${plan.id}`} className="grid gap-1 text-sm">
            <Link href={`/plans/together/${plan.id}`} className="text-muted-foreground hover:underline">
              {t.together({ plan: planName(names, plan.planKey, plan.planTitle), place: plan.place.name, day: plan.today!, days: plan.days })}
            </Link>
            {plan.readByMe ? (
              <span className="font-medium text-primary">{t.done}</span>
            ) : (
              <PassageLinks passages={plan.todayPassages} planKey={plan.planKey} />
            )}
          </li>
        ))}
      </ul>
      <Link href="/plans" className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
        {t.open}
      </Link>
    </PanelCard>
  );
}
