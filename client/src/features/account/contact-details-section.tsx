import { useStore } from "@nanostores/react";
import { EyeOff } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import type { ContactDetails } from "@contract/contact-details";
import { MAX_PHONE } from "@contract/limits";
import { LoadError } from "@/components/load-error";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { refusalOf } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { reportError } from "./credential-mutations";
import { useSaveContactDetails } from "./contact-details-mutations";
import { useContactDetails } from "./contact-details-queries";

const messages = i18n("account/contact-details-section", {
  title: "Contact details",
  description: "Your phone number and birthday, for the churches you belong to.",
  private:
    "Nobody sees them, except the members of a church where you chose to show them: each church's Members tab has “What you show the members”. A church's directory shows your birthday's day and month, never the year.",
  yourChurches: "Your churches",
  loadError: "We could not load your contact details",
  phone: "Phone",
  birthday: "Birthday",
  blankClears: "Leave a field blank to remove it.",
  saving: "Saving...",
  save: "Save contact details",
  failed: "Could not save your contact details. Please try again.",
});

type Field = "phone" | "birthday";
type Values = Record<Field, string>;

const valuesOf = (details: ContactDetails): Values => ({ phone: details.phone ?? "", birthday: details.birthday ?? "" });

/** The field a server's refusal is about, by its words ("Phone must be...", "Birthday must be..."). */
function fieldOf(message: string): Field | undefined {
  if (/phone/i.test(message)) return "phone";
  if (/birthday/i.test(message)) return "birthday";
  return undefined;
}

/** Settings > Contact details: my phone and birthday, shown to no one but the churches I choose. */
export function ContactDetailsSection() {
  const t = useStore(messages);
  const details = useContactDetails();
  return (
    <SettingsSection id="contact" title={t.title} description={t.description}>
      <p className="mb-4 flex items-start gap-2.5 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {t.private}{" "}
          <Link href="/churches" className="font-medium text-primary underline-offset-4 hover:underline">
            {t.yourChurches}
          </Link>
        </span>
      </p>
      {details.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-[4.25rem] w-full" />
          <Skeleton className="h-[4.25rem] w-full" />
        </div>
      ) : details.isError ? (
        <LoadError title={t.loadError} titleAs="p" error={details.error} onRetry={() => details.refetch()} />
      ) : (
        <ContactForm saved={details.data} />
      )}
    </SettingsSection>
  );
}

function ContactForm({ saved }: { saved: ContactDetails }) {
  const t = useStore(messages);
  const ids = useId();
  const [values, setValues] = useState(() => valuesOf(saved));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const save = useSaveContactDetails({ onSaved: (details) => setValues(valuesOf(details)) });
  // The field a refusal is about takes the focus, once the form is enabled again (a disabled field takes none).
  const [refused, setRefused] = useState<Field | null>(null);
  useEffect(() => {
    if (!refused || save.isPending) return;
    document.getElementById(`${ids}-${refused}`)?.focus();
    setRefused(null);
  }, [refused, save.isPending, ids]);
  const before = valuesOf(saved);
  const dirty = values.phone.trim() !== before.phone || values.birthday !== before.birthday;
  // A birthday is a day gone by: the picker offers none after today.
  const today = new Date().toLocaleDateString("en-CA");

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    setErrors({});
    save.mutate(
      { phone: values.phone.trim(), birthday: values.birthday },
      {
        onError: (error) => {
          const message = refusalOf(error);
          const field = message ? fieldOf(message) : undefined;
          if (!field || !message) return reportError(error, t.failed);
          setErrors({ [field]: message });
          setRefused(field);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.title}>
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${ids}-phone`}
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set("phone")}
            maxLength={MAX_PHONE}
            error={errors.phone}
          />
          <FormField
            id={`${ids}-birthday`}
            label={t.birthday}
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={today}
            value={values.birthday}
            onChange={set("birthday")}
            error={errors.birthday}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">{t.blankClears}</p>
          <Button type="submit" disabled={!dirty} className="self-start sm:self-auto">
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
