import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { type Church, type ServiceTime, UpdateChurchBody } from "@contract/churches";
import { MAX_CHURCH_ABOUT, MAX_CHURCH_ADDRESS, MAX_CHURCH_PHONE, MAX_URL_LENGTH } from "@contract/limits";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { ChurchIdentityFields, type IdentityValues } from "./church-identity-fields";
import { type FieldErrors, fieldErrors, refusedFields } from "./church-form-errors";
import { useUpdateChurch } from "./church-page-mutations";
import { type ServiceRow, ServiceTimesEditor, rowsOf } from "./service-times-editor";
import { SaveOrReset } from "@/components/save-or-reset";

const messages = i18n("churches/church-details-form", {
  details: "Church details",
  about: "About",
  aboutPlaceholder: "Who you are, what you believe, what a visitor can expect on a Sunday.",
  address: "Address",
  addressPlaceholder: "Street, number, city",
  website: "Website",
  websitePlaceholder: "https://www.example.org",
  contactEmail: "Contact email",
  phone: "Phone",
  reset: "Reset",
  saving: "Saving...",
  save: "Save changes",
});

type TextField = "about" | "address" | "website" | "contactEmail" | "contactPhone";
type Values = IdentityValues & Record<TextField, string> & { serviceTimes: ServiceRow[] };

const TEXT_FIELDS = ["name", "slug", "tradition", "place", "about", "address", "website", "contactEmail", "contactPhone"] as const;

function valuesOf(church: Church): Values {
  return {
    name: church.name,
    slug: church.slug,
    tradition: church.tradition ?? "",
    place: church.place ?? "",
    joinMode: church.joinMode,
    about: church.about ?? "",
    address: church.address ?? "",
    website: church.website ?? "",
    contactEmail: church.contactEmail ?? "",
    contactPhone: church.contactPhone ?? "",
    serviceTimes: rowsOf(church.serviceTimes),
  };
}

const servicesOf = (rows: ServiceRow[]): ServiceTime[] => rows.map((row) => ({ ...row, language: row.language.trim() || null }));

/** What differs from the church as saved: only that is sent (a field left blank is cleared). */
function changesFrom(church: Church, values: Values): Record<string, unknown> {
  const saved = valuesOf(church);
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = field === "slug" ? values.slug.trim().toLowerCase() : values[field].trim();
    if (value !== saved[field]) changes[field] = field === "name" || field === "slug" ? value : value || null;
  }
  if (values.joinMode !== church.joinMode) changes.joinMode = values.joinMode;
  const services = servicesOf(values.serviceTimes);
  if (JSON.stringify(services) !== JSON.stringify(servicesOf(saved.serviceTimes))) changes.serviceTimes = services;
  return changes;
}

/** Manage > Details: everything a church says of itself, its web address and how people join. */
export function ChurchDetailsForm({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(church));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateChurch(church);
  const changes = changesFrom(church, values);
  const dirty = Object.keys(changes).length > 0;
  const set = (field: TextField) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  // The fields carry their errors as aria-invalid: the first of them takes the focus, once drawn.
  const focusFirst = (found: FieldErrors) => {
    if (Object.keys(found).length > 0) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !dirty) return;
    const parsed = UpdateChurchBody.safeParse(changes);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    update.mutate(changes as UpdateChurchBody, {
      onError: (error) => {
        const found = refusedFields(error);
        setErrors(found);
        focusFirst(found);
      },
    });
  };

  const area = (field: "about" | "address", label: string, placeholder: string, max: number, rows: number) => {
    const error = errors[field];
    return (
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-${field}`}>{label}</Label>
        <Textarea
          id={`${ids}-${field}`}
          value={values[field]}
          onChange={set(field)}
          placeholder={placeholder}
          maxLength={max}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-${field}-error` : undefined}
          className="resize-y"
        />
        {error && (
          <p id={`${ids}-${field}-error`} className="text-sm font-medium text-destructive">
            {translatedServerMessage(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t.details} className="grid gap-6">
      <fieldset disabled={update.isPending} className="grid min-w-0 gap-5">
        <ChurchIdentityFields values={values} onChange={(identity) => setValues({ ...values, ...identity })} errors={errors} />
        {area("about", t.about, t.aboutPlaceholder, MAX_CHURCH_ABOUT, 5)}
        <ServiceTimesEditor rows={values.serviceTimes} onChange={(serviceTimes) => setValues({ ...values, serviceTimes })} errors={errors} />
        {area("address", t.address, t.addressPlaceholder, MAX_CHURCH_ADDRESS, 3)}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t.website}
            type="url"
            inputMode="url"
            placeholder={t.websitePlaceholder}
            value={values.website}
            onChange={set("website")}
            maxLength={MAX_URL_LENGTH}
            error={errors.website}
          />
          <FormField
            label={t.contactEmail}
            type="email"
            value={values.contactEmail}
            onChange={set("contactEmail")}
            autoComplete="off"
            error={errors.contactEmail}
          />
          <FormField
            label={t.phone}
            type="tel"
            value={values.contactPhone}
            onChange={set("contactPhone")}
            maxLength={MAX_CHURCH_PHONE}
            error={errors.contactPhone}
          />
        </div>
      </fieldset>
      <SaveOrReset
        dirty={dirty}
        pending={update.isPending}
        onReset={() => {
          setValues(valuesOf(church));
          setErrors({});
        }}
        words={t}
      />
    </form>
  );
}
