import { useStore } from "@nanostores/react";
import { ArrowLeft, Pencil } from "lucide-react";
import { Link, useParams } from "wouter";
import type { PlanSummary } from "@contract/reading-plans";
import { ConfirmButton } from "@/components/confirm-button";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { NotFoundCard } from "@/components/not-found-card";
import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PlanProgressView } from "@/features/plans/plan-progress";
import { PlanReminderForm } from "@/features/plans/plan-reminder-form";
import { PlanSchedule } from "@/features/plans/plan-schedule";
import { planAbout, planName, planWords } from "@/features/plans/plan-words";
import { useMarkDay, useStartPlan, useStopPlan } from "@/features/plans/plans-mutations";
import { usePlan, usePlans } from "@/features/plans/plans-queries";
import { hasStatus } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("plans/plans-page", {
  title: "Reading plans",
  description: "Read the Bible a little each day, and keep track of where you are.",
  myPlans: "My plans",
  morePlans: "Plans to start",
  days: count({ one: "{count} day", other: "{count} days" }),
  start: "Start this plan",
  starting: "Starting…",
  allDays: "See every day",
  stop: "Stop",
  stopTitle: params<{ plan: string }>("Stop {plan}?"),
  stopDescription: "What you have marked read in this plan will be forgotten. You can start it again at any time.",
  stopping: "Stopping…",
  allPlans: "All reading plans",
  loading: "Loading the reading plans",
  loadFailed: "The reading plans could not be loaded",
  notFound: "Reading plan not found",
  notFoundExplanation: "There is no reading plan at this address.",
  fromChurch: params<{ church: string }>("From {church}"),
  edit: "Change the plan",
});

/** Where a church's plan comes from, linking to the church; nothing for a built-in one. */
function ChurchLine({ plan }: { plan: PlanSummary }) {
  const t = useStore(messages);
  if (!plan.church) return null;
  return (
    <Link href={`/churches/${encodeURIComponent(plan.church.slug)}`} className="text-sm font-medium text-primary hover:underline">
      {t.fromChurch({ church: plan.church.name })}
    </Link>
  );
}

/** /plans: the reading plans, mine first; /plans/:key: a plan's days. */
export function PlansPage() {
  const { key } = useParams<{ key?: string }>();
  return key === undefined ? <PlanList /> : <PlanPage planKey={key} />;
}

function PlanList() {
  const t = useStore(messages);
  const names = useStore(planWords);
  useDocumentTitle(t.title);
  const plans = usePlans();
  const mine = plans.data?.plans.filter((plan) => plan.mine) ?? [];
  const others = plans.data?.plans.filter((plan) => !plan.mine) ?? [];
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageHeader title={t.title} description={t.description} />
      {plans.isError ? (
        <LoadError title={t.loadFailed} error={plans.error} onRetry={plans.refetch} />
      ) : plans.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <>
          {mine.length > 0 && (
            <section aria-labelledby="my-plans" className="grid gap-3">
              <h2 id="my-plans" className="text-lg font-semibold text-heading">
                {t.myPlans}
              </h2>
              {mine.map((plan) => (
                <Card key={plan.key} className="grid gap-4 p-5">
                  <h3 className="font-serif text-xl font-semibold text-heading">
                    <Link href={`/plans/${plan.key}`} className="hover:underline">
                      {planName(names, plan.key, plan.title)}
                    </Link>
                  </h3>
                  <ChurchLine plan={plan} />
                  <PlanProgressView planKey={plan.key} days={plan.days} mine={plan.mine!} />
                  <Link href={`/plans/${plan.key}`} className="text-sm font-semibold text-primary hover:underline">
                    {t.allDays}
                  </Link>
                </Card>
              ))}
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="more-plans" className="grid gap-3">
              <h2 id="more-plans" className="text-lg font-semibold text-heading">
                {t.morePlans}
              </h2>
              {others.map((plan) => (
                <PlanOffer key={plan.key} plan={plan} />
              ))}
            </section>
          )}
        </>
      )}
    </div>
  );
}

function PlanOffer({ plan }: { plan: PlanSummary }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  return (
    <Card className="grid gap-2 p-5">
      <h3 className="font-serif text-lg font-semibold text-heading">
        <Link href={`/plans/${plan.key}`} className="hover:underline">
          {planName(names, plan.key, plan.title)}
        </Link>
      </h3>
      <ChurchLine plan={plan} />
      <p className="text-sm text-muted-foreground">
        {planAbout(names, plan.key, plan.about)} {t.days(plan.days)}
      </p>
      <StartButton planKey={plan.key} name={planName(names, plan.key, plan.title)} />
    </Card>
  );
}

function StartButton({ planKey, name }: { planKey: string; name: string }) {
  const t = useStore(messages);
  const start = useStartPlan(planKey);
  return (
    <Button
      size="sm"
      className="justify-self-start"
      disabled={start.isPending}
      onClick={() => start.mutate(null)}
      aria-label={`${t.start}: ${name}`}
    >
      {start.isPending ? t.starting : t.start}
    </Button>
  );
}

function PlanPage({ planKey }: { planKey: string }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  const plan = usePlan(planKey);
  const stop = useStopPlan(planKey);
  const mark = useMarkDay(planKey);
  const name = planName(names, planKey, plan.data?.title);
  useDocumentTitle(plan.isError ? t.notFound : name);
  const back = (
    <Link href="/plans" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.allPlans}
    </Link>
  );
  if (plan.isError) {
    if (hasStatus(plan.error, 400, 404))
      return <NotFoundCard title={t.notFound} explanation={t.notFoundExplanation} back={{ href: "/plans", label: t.allPlans }} />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={plan.error} onRetry={plan.refetch} />;
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      {back}
      <PageHeader title={name} description={`${planAbout(names, planKey, plan.data?.about)} ${plan.data ? t.days(plan.data.days) : ""}`} />
      {plan.data?.church && (
        <div className="-mt-4 flex flex-wrap items-center gap-4">
          <ChurchLine plan={plan.data} />
          {plan.data.canEdit && (
            <Link
              href={`/churches/${encodeURIComponent(plan.data.church.slug)}/plans/${planKey.replace("church-", "")}/edit`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t.edit}
            </Link>
          )}
        </div>
      )}
      {plan.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <>
          {plan.data.mine ? (
            <Card className="grid gap-5 p-5">
              <PlanProgressView planKey={planKey} days={plan.data.days} mine={plan.data.mine} />
              <PlanReminderForm planKey={planKey} mine={plan.data.mine} />
              <div>
                <ConfirmButton
                  trigger={t.stop}
                  triggerProps={{ variant: "ghost", size: "sm", className: "text-destructive" }}
                  title={t.stopTitle({ plan: name })}
                  description={t.stopDescription}
                  confirmLabel={t.stop}
                  pendingLabel={t.stopping}
                  pending={stop.isPending}
                  onConfirm={(done) => stop.mutate(undefined, { onSettled: done })}
                />
              </div>
            </Card>
          ) : (
            <StartButton planKey={planKey} name={name} />
          )}
          <PlanSchedule
            planKey={planKey}
            schedule={plan.data.schedule}
            today={plan.data.mine?.today}
            onMark={plan.data.mine ? (day, read) => mark.mutate({ day, read }) : undefined}
          />
        </>
      )}
    </div>
  );
}
