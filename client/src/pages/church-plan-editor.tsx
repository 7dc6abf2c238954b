import { useStore } from "@nanostores/react";
import { ArrowLeft, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { ChurchPlanBody, MAX_PLAN_ABOUT, MAX_PLAN_DAY_NOTE, MAX_PLAN_DAY_PASSAGES, MAX_PLAN_DAYS, MAX_PLAN_TITLE } from "@contract/church-plans";
import { churchPlanKey } from "@contract/reading-plan-keys";
import type { PlanDetail } from "@contract/reading-plans";
import { ConfirmButton } from "@/components/confirm-button";
import { LoadError } from "@/components/load-error";
import { NotFoundCard } from "@/components/not-found-card";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { saveFailedMessage, useDeleteChurchPlan, useSaveChurchPlan } from "@/features/plans/church-plan-mutations";
import { usePlan } from "@/features/plans/plans-queries";
import { hasStatus, refusalOf } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useFieldErrors } from "@/lib/use-field-errors";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("plans/church-plan-editor", {
  newTitle: "Write a reading plan",
  editTitle: "Change the reading plan",
  description:
    "Each day names what to read, written as you would write it anywhere: John 3, Psalm 23, Romans 8:28-39. Several passages go on one line, with a semicolon between them.",
  back: "Back to the church",
  title: "Title",
  titlePlaceholder: "Walking to the cross",
  about: "What it reads (optional)",
  aboutPlaceholder: "Forty days with Jesus on the road to Jerusalem.",
  days: "Days",
  day: params<{ day: number }>("Day {day}"),
  passages: "Passages",
  passagesPlaceholder: "John 3; Psalm 23",
  note: "A note for the day (optional)",
  notePlaceholder: "A thought, a question or a prayer for the day.",
  removeDay: params<{ day: number }>("Remove day {day}"),
  addDay: "Add a day",
  save: "Save the plan",
  saving: "Saving…",
  cancel: "Cancel",
  delete: "Take the plan down",
  deleteTitle: "Take this plan down?",
  deleteDescription: "Everyone following it stops, and the church stops reading it together. The discussions already opened stay.",
  deleting: "Taking down…",
  loading: "Loading the reading plan",
  loadFailed: "The reading plan could not be loaded",
  notFound: "Reading plan not found",
  notFoundExplanation: "There is no reading plan here that you can change.",
});

type DayValues = { key: number; passages: string; note: string };
type Values = { title: string; about: string; days: DayValues[] };
/** Errors by field: `title`, `about`, `days` (the list), `passages-<key>`, `note-<key>`. */
type Errors = Record<string, string>;

let nextKey = 0;
const newDay = (passages = "", note = ""): DayValues => ({ key: ++nextKey, passages, note });

const valuesOf = (plan?: PlanDetail): Values =>
  plan
    ? {
        title: plan.title ?? "",
        about: plan.about ?? "",
        days: plan.schedule.map((day) => newDay(day.written ?? "", day.note ?? "")),
      }
    : { title: "", about: "", days: [newDay()] };

/** /churches/:slug/plans/new and /churches/:slug/plans/:planId/edit: a leader's plan, day by day. */
export function ChurchPlanEditorPage() {
  const { slug, planId } = useParams<{ slug: string; planId?: string }>();
  const id = planId === undefined ? null : Number(planId);
  const t = useStore(messages);
  const plan = usePlan(id === null ? "" : churchPlanKey(id), id !== null && Number.isInteger(id));
  const back = `/churches/${encodeURIComponent(slug)}`;
  useDocumentTitle(id === null ? t.newTitle : t.editTitle);
  if (id !== null) {
    const cannot = !Number.isInteger(id) || (plan.isError && hasStatus(plan.error, 400, 404)) || (plan.data && !plan.data.canEdit);
    if (cannot) return <NotFoundCard title={t.notFound} explanation={t.notFoundExplanation} back={{ href: back, label: t.back }} />;
    if (plan.isError) return <LoadError title={t.loadFailed} titleAs="h1" error={plan.error} onRetry={plan.refetch} />;
    if (plan.isPending)
      return (
        <div role="status" aria-label={t.loading} className="mx-auto grid max-w-2xl gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      );
  }
  return <PlanForm slug={slug} planId={id} plan={plan.data} back={back} />;
}

function PlanForm({ slug, planId, plan, back }: { slug: string; planId: number | null; plan?: PlanDetail; back: string }) {
  const t = useStore(messages);
  const ids = useId();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>(() => valuesOf(plan));
  const save = useSaveChurchPlan(slug, planId, { onSaved: (saved) => navigate(`/plans/${saved.key}`) });
  const remove = useDeleteChurchPlan(slug, planId ?? 0, { onDone: () => navigate(back) });
  const pending = save.isPending || remove.isPending;
  const { form, errors, show } = useFieldErrors<Errors>(pending);

  const setDay = (key: number, change: Partial<DayValues>) =>
    setValues((v) => ({ ...v, days: v.days.map((day) => (day.key === key ? { ...day, ...change } : day)) }));

  const body = () => ({ title: values.title, about: values.about, days: values.days.map(({ passages, note }) => ({ passages, note })) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // The server's own schema first: the form and the server never disagree.
    const parsed = ChurchPlanBody.safeParse(body());
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        const name = field === "days" && typeof index === "number" ? `${String(part)}-${values.days[index]!.key}` : String(field);
        found[name] ??= issue.message;
      }
      show(found);
      return;
    }
    show({});
    save.mutate(parsed.data, {
      onError: (error) => {
        const message = refusalOf(error);
        // "Day 3: no Bible passage found": shown under that day's passages.
        const onDay = message ? /^Day (\d+): (.+)$/.exec(message) : null;
        const day = onDay ? values.days[Number(onDay[1]) - 1] : undefined;
        if (onDay && day) show({ [`passages-${day.key}`]: onDay[2]! });
        else if (message && /title/i.test(message)) show({ title: message });
        else errorToast(error, saveFailedMessage());
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Link href={back} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <PageHeader title={planId === null ? t.newTitle : t.editTitle} description={t.description} />
      <Card>
        <form ref={form} onSubmit={submit} noValidate aria-label={planId === null ? t.newTitle : t.editTitle} className="p-5 sm:p-6">
          <fieldset disabled={pending} className="grid min-w-0 gap-5">
            <FormField
              label={t.title}
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
              placeholder={t.titlePlaceholder}
              maxLength={MAX_PLAN_TITLE}
              autoComplete="off"
              error={errors.title}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-about`}>{t.about}</Label>
              <Textarea
                id={`${ids}-about`}
                value={values.about}
                onChange={(event) => setValues({ ...values, about: event.target.value })}
                placeholder={t.aboutPlaceholder}
                maxLength={MAX_PLAN_ABOUT}
                rows={2}
                className="resize-y"
              />
            </div>
            <section aria-labelledby={`${ids}-days`} className="grid gap-3">
              <h2 id={`${ids}-days`} className="text-base font-semibold">
                {t.days}
              </h2>
              {errors.days && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {translatedServerMessage(errors.days)}
                </p>
              )}
              <ol className="grid gap-3">
                {values.days.map((day, index) => (
                  <li key={day.key}>
                    <fieldset className="relative grid gap-3 rounded-xl border p-4">
                      <legend className="float-left min-h-9 py-2 text-sm font-semibold">{t.day({ day: index + 1 })}</legend>
                      {values.days.length > 1 && (
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="absolute top-3 right-3 text-muted-foreground"
                          aria-label={t.removeDay({ day: index + 1 })}
                          onClick={() => setValues((v) => ({ ...v, days: v.days.filter((d) => d.key !== day.key) }))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      )}
                      <FormField
                        label={t.passages}
                        value={day.passages}
                        onChange={(event) => setDay(day.key, { passages: event.target.value })}
                        placeholder={t.passagesPlaceholder}
                        maxLength={MAX_PLAN_DAY_PASSAGES}
                        autoComplete="off"
                        spellCheck={false}
                        error={errors[`passages-${day.key}`]}
                      />
                      <div className="grid gap-2">
                        <Label htmlFor={`${ids}-note-${day.key}`}>{t.note}</Label>
                        <Textarea
                          id={`${ids}-note-${day.key}`}
                          value={day.note}
                          onChange={(event) => setDay(day.key, { note: event.target.value })}
                          placeholder={t.notePlaceholder}
                          maxLength={MAX_PLAN_DAY_NOTE}
                          rows={2}
                          aria-invalid={errors[`note-${day.key}`] ? true : undefined}
                          className="resize-y"
                        />
                        {errors[`note-${day.key}`] && (
                          <p className="text-sm font-medium text-destructive">{translatedServerMessage(errors[`note-${day.key}`]!)}</p>
                        )}
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ol>
              {values.days.length < MAX_PLAN_DAYS && (
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => setValues((v) => ({ ...v, days: [...v.days, newDay()] }))}
                >
                  <Plus aria-hidden="true" />
                  {t.addDay}
                </Button>
              )}
            </section>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {planId !== null ? (
                <ConfirmButton
                  trigger={t.delete}
                  triggerProps={{ variant: "ghost", className: "text-destructive" }}
                  title={t.deleteTitle}
                  description={t.deleteDescription}
                  confirmLabel={t.delete}
                  pendingLabel={t.deleting}
                  pending={remove.isPending}
                  onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
                />
              ) : (
                <span />
              )}
              <div className="flex flex-wrap gap-2">
                <Link
                  href={planId === null ? back : `/plans/${churchPlanKey(planId)}`}
                  className="px-3 py-2 text-sm font-semibold text-primary hover:underline"
                >
                  {t.cancel}
                </Link>
                <Button type="submit">{pending ? t.saving : t.save}</Button>
              </div>
            </div>
          </fieldset>
        </form>
      </Card>
    </div>
  );
}
