import { useStore } from "@nanostores/react";
import { ArrowLeft, MessageCircle } from "lucide-react";
import { Link, useLocation, useParams } from "wouter";
import type { TogetherDetail } from "@contract/reading-together";
import { ConfirmButton } from "@/components/confirm-button";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { NotFoundCard } from "@/components/not-found-card";
import { UserAvatar } from "@/components/user-avatar";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PassageLinks } from "@/features/plans/passage-links";
import { PlanSchedule } from "@/features/plans/plan-schedule";
import { planName, planWords } from "@/features/plans/plan-words";
import { useMarkTogetherDay, useStopTogether } from "@/features/plans/together-mutations";
import { useTogether } from "@/features/plans/together-queries";
import { hasStatus } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { displayName } from "@contract/display-name";

const messages = i18n("plans/reading-together-page", {
  readIn: params<{ place: string }>("Read together in {place}"),
  back: params<{ place: string }>("Back to {place}"),
  today: params<{ day: number; days: number }>("Today: day {day} of {days}"),
  notBegun: "This plan has not begun yet.",
  readToday: count({ one: "{count} has read today", other: "{count} have read today" }),
  nobodyYet: "Nobody has read today's yet",
  whoRead: "Who has read today's",
  readers: count({ one: "{count} read", other: "{count} read" }),
  discuss: "Discuss",
  discussDay: params<{ day: number }>("Discuss day {day}"),
  myDays: params<{ read: number; days: number }>("You have read {read} of {days} days"),
  stop: "Stop reading together",
  stopTitle: params<{ plan: string }>("Stop reading {plan} together?"),
  stopDescription: "Everyone's days read in this plan will be forgotten. The discussions stay where they were posted.",
  stopping: "Stopping…",
  loading: "Loading the plan",
  loadFailed: "This plan could not be loaded",
  notFound: "Reading plan not found",
  notFoundExplanation: "There is no plan read together at this address, or it is not shared with you.",
  allPlans: "All reading plans",
});

/** /plans/together/:id: a plan a group or a church reads together, its days and who has read them. */
export function ReadingTogetherPage() {
  const { id } = useParams<{ id: string }>();
  const t = useStore(messages);
  const togetherId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  if (togetherId === null)
    return <NotFoundCard title={t.notFound} explanation={t.notFoundExplanation} back={{ href: "/plans", label: t.allPlans }} />;
  return <TogetherView togetherId={togetherId} />;
}

function TogetherView({ togetherId }: { togetherId: number }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  const plan = useTogether(togetherId);
  useDocumentTitle(plan.data ? planName(names, plan.data.planKey, plan.data.planTitle) : plan.isError ? t.notFound : t.loading);
  if (plan.isError) {
    if (hasStatus(plan.error, 404))
      return <NotFoundCard title={t.notFound} explanation={t.notFoundExplanation} back={{ href: "/plans", label: t.allPlans }} />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={plan.error} onRetry={plan.refetch} />;
  }
  if (plan.isPending)
    return (
      <div role="status" aria-label={t.loading} className="mx-auto grid max-w-2xl gap-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  return <Together plan={plan.data} />;
}

const placePath = ({ place }: TogetherDetail) => (place.kind === "group" ? `/groups/${place.id}` : `/churches/${place.id}`);

function Together({ plan }: { plan: TogetherDetail }) {
  const t = useStore(messages);
  const names = useStore(planWords);
  const mark = useMarkTogetherDay(plan.id);
  const stop = useStopTogether(plan.id);
  const [, navigate] = useLocation();
  const name = planName(names, plan.planKey, plan.planTitle);
  const member = plan.myRole !== "viewer";
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Link href={placePath(plan)} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back({ place: plan.place.name })}
      </Link>
      <PageHeader title={name} description={t.readIn({ place: plan.place.name })} />
      <Card className="grid gap-4 p-5">
        {plan.today === null ? (
          <p className="text-sm text-muted-foreground">{t.notBegun}</p>
        ) : (
          <>
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">{t.today({ day: plan.today, days: plan.days })}</p>
              <PassageLinks passages={plan.todayPassages} planKey={plan.planKey} />
            </div>
            <section aria-label={t.whoRead} className="grid gap-2">
              <p className="text-sm font-medium">{plan.readToday ? t.readToday(plan.readToday) : t.nobodyYet}</p>
              {plan.todayReaders.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {plan.todayReaders.map((reader) => (
                    <li key={reader.id}>
                      <Link
                        href={`/profile/${reader.id}`}
                        className="flex items-center gap-2 rounded-full bg-muted py-1 pr-3 pl-1 text-sm hover:underline"
                      >
                        {/* The name says who: the initials beside it are not read twice. */}
                        <span aria-hidden="true">
                          <UserAvatar user={reader} className="size-6 text-xs" />
                        </span>
                        {displayName(reader)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {plan.todayPostId !== null && (
              <Link
                href={`/posts/${plan.todayPostId}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t.discuss}
              </Link>
            )}
          </>
        )}
        {member && <p className="text-sm text-muted-foreground">{t.myDays({ read: plan.myDaysRead, days: plan.days })}</p>}
        {plan.myRole === "leads" && (
          <div>
            <ConfirmButton
              trigger={t.stop}
              triggerProps={{ variant: "ghost", size: "sm", className: "text-destructive" }}
              title={t.stopTitle({ plan: name })}
              description={t.stopDescription}
              confirmLabel={t.stop}
              pendingLabel={t.stopping}
              pending={stop.isPending}
              onConfirm={(done) =>
                stop.mutate(undefined, {
                  onSettled: done,
                  onSuccess: () => navigate(placePath(plan), { replace: true }),
                })
              }
            />
          </div>
        )}
      </Card>
      <PlanSchedule
        planKey={plan.planKey}
        schedule={plan.schedule}
        today={plan.today}
        onMark={member ? (day, read) => mark.mutate({ day, read }) : undefined}
        extra={(day) => (
          <span className="flex flex-wrap gap-x-3 text-muted-foreground">
            {day.readers > 0 && <span>{t.readers(day.readers)}</span>}
            {day.postId !== null && (
              <Link
                href={`/posts/${day.postId}`}
                className="font-semibold text-primary hover:underline"
                aria-label={t.discussDay({ day: day.day })}
              >
                {t.discuss}
              </Link>
            )}
          </span>
        )}
      />
    </div>
  );
}
