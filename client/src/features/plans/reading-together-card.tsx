import { useStore } from "@nanostores/react";
import { Check, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { BUILT_IN_PLAN_KEYS } from "@contract/reading-plan-keys";
import type { ReadingTogether } from "@contract/reading-together";
import { PanelCard } from "@/components/panel-card";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { count, i18n, locale, params } from "@/lib/i18n";
import { PassageLinks } from "./passage-links";
import { planName, planWords } from "./plan-words";
import { useChurchPlans } from "./plans-queries";
import { useMarkTogetherDay, useStartTogether } from "./together-mutations";
import { type ReadingPlaceRef, useTogetherList } from "./together-queries";

const messages = i18n("plans/reading-together-card", {
  title: "Reading together",
  day: params<{ day: number; days: number }>("Day {day} of {days}"),
  startsOn: params<{ date: string }>("Starts on {date}"),
  readToday: count({ one: "{count} has read today", other: "{count} have read today" }),
  nobodyYet: "Nobody has read today's yet",
  markRead: "I've read it",
  discuss: "Discuss",
  allDays: "Every day",
  noneLeader: "Choose a plan to read together: each day opens a discussion here, and everyone can show they have read.",
  choosePlan: "Plan",
  start: "Read together",
  starting: "Starting…",
});

/**
 * The plans a group or a church reads together: today's passages, who has read them, the day's
 * discussion and, for its members, "I've read it". Its admins or leaders start another here;
 * for anyone else, a place reading nothing shows no card.
 */
export function ReadingTogetherCard({ place, canLead, id }: { place: ReadingPlaceRef; canLead: boolean; id: string }) {
  const t = useStore(messages);
  const list = useTogetherList(place);
  const plans = list.data?.together ?? [];
  if (list.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (list.isError) return null;
  if (!plans.length && !canLead) return null;
  const reading = new Set(plans.map((plan) => plan.planKey));
  return (
    <PanelCard id={id} title={t.title}>
      <div className="grid gap-4">
        {plans.map((plan) => (
          <PlanTogether key={plan.id} plan={plan} />
        ))}
        {!plans.length && <p className="text-sm text-muted-foreground">{t.noneLeader}</p>}
        {canLead && <StartTogether place={place} reading={reading} />}
      </div>
    </PanelCard>
  );
}

/** A plan's first day as the place's calendar has it ("December 3"), in the interface's language. */
const startDate = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

function PlanTogether({ plan }: { plan: ReadingTogether }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  const language = useStore(locale);
  const mark = useMarkTogetherDay(plan.id);
  const name = planName(names, plan.planKey, plan.planTitle);
  const today = plan.today;
  return (
    <section aria-label={name} className="grid gap-2 border-b pb-4 text-sm last:border-b-0 last:pb-0">
      <Link href={`/plans/together/${plan.id}`} className="font-semibold text-heading hover:underline">
        {name}
      </Link>
      {today === null ? (
        <span className="text-muted-foreground">{t.startsOn({ date: startDate(plan.startedOn, language) })}</span>
      ) : (
        <>
          <span className="text-muted-foreground">{t.day({ day: today, days: plan.days })}</span>
          <PassageLinks passages={plan.todayPassages} planKey={plan.planKey} />
          <span className="text-muted-foreground">{plan.readToday ? t.readToday(plan.readToday) : t.nobodyYet}</span>
          <div className="flex flex-wrap items-center gap-2">
            {plan.myRole !== "viewer" && (
              <Button
                size="sm"
                variant={plan.readByMe ? "secondary" : "default"}
                // One label, pressed or not: a toggle says its state by aria-pressed (and the tick).
                aria-pressed={plan.readByMe}
                disabled={mark.isPending}
                onClick={() => mark.mutate({ day: today, read: !plan.readByMe })}
              >
                {plan.readByMe && <Check aria-hidden="true" />}
                {t.markRead}
              </Button>
            )}
            {plan.todayPostId !== null && (
              <Link
                href={`/posts/${plan.todayPostId}`}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-semibold text-primary hover:underline"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t.discuss}
              </Link>
            )}
            <Link href={`/plans/together/${plan.id}`} className="px-2 py-1.5 font-semibold text-primary hover:underline">
              {t.allDays}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/** A leader's choice of a plan to read together, from today: a built-in one, or for a church, one of its own. */
function StartTogether({ place, reading }: { place: ReadingPlaceRef; reading: ReadonlySet<string> }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  const ownPlans = useChurchPlans("churchId" in place ? place.churchId : 0, "churchId" in place);
  const choices = [
    ...BUILT_IN_PLAN_KEYS.map((key) => ({ key: key as string, name: planName(names, key) })),
    ...(ownPlans.data ?? []).map((plan) => ({ key: plan.key, name: planName(names, plan.key, plan.title) })),
  ].filter((choice) => !reading.has(choice.key));
  const [chosen, setChosen] = useState<string>("");
  const start = useStartTogether(place);
  const selectId = useId();
  if (!choices.length) return null;
  const planKey = choices.some((choice) => choice.key === chosen) ? chosen : choices[0]!.key;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ planKey });
      }}
    >
      <label htmlFor={selectId} className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
        {t.choosePlan}
        <NativeSelect id={selectId} value={planKey} onChange={(event) => setChosen(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" size="sm" disabled={start.isPending}>
        {start.isPending ? t.starting : t.start}
      </Button>
    </form>
  );
}
