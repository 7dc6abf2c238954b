import { useStore } from "@nanostores/react";
import { BookOpen } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CreateDevotionBody, type Devotion, MAX_DEVOTION_PRAYER, MAX_DEVOTION_REFLECTION, MAX_DEVOTION_TITLE } from "@contract/devotions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useFieldErrors } from "@/lib/use-field-errors";
import { useCreateDevotion, useUpdateDevotion } from "./devotion-mutations";

const messages = i18n("devotions/devotion-form", {
  newDevotion: "Write a devotion",
  editDevotion: "Change the devotion",
  day: "Day",
  title: "Title",
  titlePlaceholder: "Strength for today",
  passage: "Passage",
  passagePlaceholder: "Isa.40.28-Isa.40.31",
  passageHint: "As the Bible reader names it: John.3.16, or a range such as Isa.40.28-Isa.40.31.",
  reflection: "Reflection",
  reflectionPlaceholder: "What the passage says to the church today.",
  prayer: "Closing prayer",
  prayerPlaceholder: "Lord, ...",
  save: "Save devotion",
  saving: "Saving...",
  cancel: "Cancel",
});

type Values = { day: string; title: string; passage: string; reflection: string; prayer: string };
type Errors = Partial<Record<keyof Values, string>>;

/** Today on this device's calendar (2026-04-05). */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

const emptyValues = (): Values => ({ day: localToday(), title: "", passage: "", reflection: "", prayer: "" });

/** Which field a message (the contract's or the server's) is about. */
function fieldOf(message: string): keyof Values | null {
  if (/title/i.test(message)) return "title";
  if (/passage|^ref /i.test(message)) return "passage";
  if (/reflection/i.test(message)) return "reflection";
  if (/prayer/i.test(message)) return "prayer";
  if (/date|day/i.test(message)) return "day";
  return null;
}

/**
 * A leader's devotion form: the day, a title, the passage, a reflection and a closing prayer.
 * Without `devotion` it writes a new one for the church `slug`; with it, it changes that one.
 */
export function DevotionForm({ slug, devotion, onDone }: { slug: string; devotion?: Devotion; onDone?: () => void }) {
  const t = useStore(messages);
  const ids = useId();
  const [values, setValues] = useState<Values>(() =>
    devotion
      ? { day: devotion.day, title: devotion.title, passage: devotion.passage, reflection: devotion.reflection, prayer: devotion.prayer }
      : emptyValues(),
  );
  const done = () => {
    if (!devotion) setValues(emptyValues());
    show({});
    onDone?.();
  };
  const create = useCreateDevotion(slug, { onDone: done });
  const update = useUpdateDevotion(devotion?.id ?? 0, { onDone: done });
  const pending = create.isPending || update.isPending;
  const { form, errors, show } = useFieldErrors<Errors>(pending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // The server's own schema: the form and the server never disagree.
    const parsed = CreateDevotionBody.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      show(found);
      return;
    }
    show({});
    const onError = (error: unknown) => {
      const message = refusalOf(error);
      const field = message ? fieldOf(message) : null;
      show(field && message ? { [field]: message } : {});
    };
    if (devotion) update.mutate(parsed.data, { onError });
    else create.mutate(parsed.data, { onError });
  };

  const area = (field: "reflection" | "prayer", label: string, placeholder: string, max: number, rows: number) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${field}`}>{label}</Label>
      <Textarea
        id={`${ids}-${field}`}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        placeholder={placeholder}
        maxLength={max}
        rows={rows}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        className="resize-y"
      />
      {errors[field] && (
        <p id={`${ids}-${field}-error`} className="text-sm font-medium text-destructive">
          {translatedServerMessage(errors[field])}
        </p>
      )}
    </div>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`} className="grid gap-4 p-5 sm:p-6">
      <h2 id={`${ids}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <BookOpen aria-hidden="true" className="size-4 text-primary" />
        {devotion ? t.editDevotion : t.newDevotion}
      </h2>
      <fieldset disabled={pending} className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormField
            label={t.day}
            type="date"
            value={values.day}
            onChange={(event) => setValues({ ...values, day: event.target.value })}
            error={errors.day}
          />
          <FormField
            label={t.title}
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            placeholder={t.titlePlaceholder}
            maxLength={MAX_DEVOTION_TITLE}
            autoComplete="off"
            error={errors.title}
          />
        </div>
        <div className="grid gap-1">
          <FormField
            label={t.passage}
            value={values.passage}
            onChange={(event) => setValues({ ...values, passage: event.target.value.trim() })}
            placeholder={t.passagePlaceholder}
            autoComplete="off"
            spellCheck={false}
            error={errors.passage}
          />
          <p className="text-xs text-muted-foreground">{t.passageHint}</p>
        </div>
        {area("reflection", t.reflection, t.reflectionPlaceholder, MAX_DEVOTION_REFLECTION, 8)}
        {area("prayer", t.prayer, t.prayerPlaceholder, MAX_DEVOTION_PRAYER, 3)}
        <div className="flex flex-wrap justify-end gap-2">
          {devotion && (
            <Button type="button" variant="outline" onClick={onDone}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit">
            <BookOpen aria-hidden="true" />
            {pending ? t.saving : t.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
