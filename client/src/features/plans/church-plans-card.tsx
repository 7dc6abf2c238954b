import { useStore } from "@nanostores/react";
import { Pencil, Plus } from "lucide-react";
import { Link } from "wouter";
import type { Church } from "@contract/churches";
import { PanelCard } from "@/components/panel-card";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { count, i18n, params } from "@/lib/i18n";
import { useChurchPlans } from "./plans-queries";

const messages = i18n("plans/church-plans-card", {
  title: "Our reading plans",
  days: count({ one: "{count} day", other: "{count} days" }),
  onDay: params<{ day: number }>("You are on day {day}"),
  none: "Write a plan for the church: each day's passages and a note. Members start it from here or from their reading plans.",
  write: "Write a reading plan",
  edit: params<{ plan: string }>("Change {plan}"),
});

/**
 * The plans a church's leaders wrote, for its members to start; its leaders write another and
 * change theirs here. For anyone else, a church with no plans shows no card.
 */
export function ChurchPlansCard({ church, canLead }: { church: Church; canLead: boolean }) {
  const t = useStore(messages);
  const list = useChurchPlans(church.slug);
  if (list.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (list.isError) return null;
  const plans = list.data;
  if (!plans.length && !canLead) return null;
  return (
    <PanelCard id={`church-${church.id}-plans`} title={t.title}>
      <div className="grid gap-3">
        {!plans.length && <p className="text-sm text-muted-foreground">{t.none}</p>}
        {plans.length > 0 && (
          <ul className="grid gap-3">
            {plans.map((plan) => (
              <li key={plan.key} className="flex items-start justify-between gap-2 text-sm">
                <div className="grid min-w-0 gap-0.5">
                  <Link href={`/plans/${plan.key}`} className="font-semibold text-heading hover:underline">
                    {plan.title}
                  </Link>
                  <span className="text-muted-foreground">
                    {plan.mine ? `${t.days(plan.days)} · ${t.onDay({ day: plan.mine.today })}` : t.days(plan.days)}
                  </span>
                  {plan.about && <span className="line-clamp-2 text-muted-foreground">{plan.about}</span>}
                </div>
                {plan.canEdit && (
                  <Link
                    href={`/churches/${encodeURIComponent(church.slug)}/plans/${plan.key.replace("church-", "")}/edit`}
                    className={buttonVariants({ variant: "ghost", size: "icon", className: "shrink-0" })}
                    aria-label={t.edit({ plan: plan.title ?? "" })}
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        {canLead && (
          <Link
            href={`/churches/${encodeURIComponent(church.slug)}/plans/new`}
            className={buttonVariants({ variant: "outline", size: "sm", className: "justify-self-start" })}
          >
            <Plus aria-hidden="true" />
            {t.write}
          </Link>
        )}
      </div>
    </PanelCard>
  );
}
