import { useStore } from "@nanostores/react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { MAX_SITE_NAME, MAX_SITE_PAGE, MAX_SITE_RULES, MAX_SITE_WELCOME } from "@contract/limits";
import { REGISTRATION_MODES, type RegistrationMode, type SiteSettings, UpdateSiteSettingsBody } from "@contract/site";
import { SiteMark } from "@/components/brand";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ImageSlot } from "@/components/uploader/image-slot";
import { refusalOf } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { SiteFormStandIn } from "./site-form-stand-in";
import { registrationHint, registrationWords } from "./registration-words";
import { useUpdateSite } from "./site-mutations";
import { useSiteSettings } from "./site-queries";
import { SaveOrReset } from "@/components/save-or-reset";

const messages = i18n("site/site-settings-form", {
  settings: "Site settings",
  loading: "Loading the site's settings",
  loadError: "We could not load the site's settings",
  identity: "Name, logo and welcome",
  logo: "Logo",
  logoHint:
    "Shown to everyone in place of the Koinonia mark: in the app's header and on the sign-in page. One image (JPEG, PNG, WebP or GIF), up to 5 MB, seen whole on a square.",
  uploadLogo: "Upload logo",
  changeLogo: "Change logo",
  removeLogo: "Remove logo",
  name: "Site name",
  welcome: "Welcome text",
  welcomeHint: "Shown above the sign-up form. Leave it blank for none.",
  joining: "Who may sign up",
  registration: "Sign-ups",
  pages: "Rules and policies",
  rules: "Rules",
  rulesHint: "A newcomer ticks that they accept these to sign up. Leave them blank to ask for none.",
  terms: "Terms",
  termsHint: "Shown on the Terms page (/terms), for visitors and members alike.",
  privacy: "Privacy policy",
  privacyHint: "Shown on the Privacy page (/privacy).",
  homeChurch: "Home church",
  homeChurchAddress: "Home church's web address",
  homeChurchHint: "On a site that is one church's own, every new member joins it. Leave it blank for none.",
  homeChurchNow: params<{ name: string }>("Now: {name}"),
  reset: "Reset",
  saving: "Saving...",
  save: "Save changes",
});

// What the home church's web address is put after, as the address bar shows it.
const PATH_PREFIX = "/churches/";

type Field = "name" | "welcome" | "rules" | "terms" | "privacy" | "homeChurch";
type Values = Record<Field, string> & { registration: RegistrationMode };
type FieldErrors = Partial<Record<Field | "registration", string>>;

const FIELDS: readonly Field[] = ["name", "welcome", "rules", "terms", "privacy", "homeChurch"];

function valuesOf(site: SiteSettings): Values {
  return {
    name: site.name,
    welcome: site.welcome ?? "",
    registration: site.registration,
    rules: site.rules ?? "",
    terms: site.terms ?? "",
    privacy: site.privacy ?? "",
    homeChurch: site.homeChurch?.slug ?? "",
  };
}

/** What differs from the settings as saved: only that is sent (a text left blank is cleared). */
function changesFrom(site: SiteSettings, values: Values): UpdateSiteSettingsBody {
  const saved = valuesOf(site);
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = field === "homeChurch" ? values.homeChurch.trim().toLowerCase() : values[field].trim();
    if (value !== saved[field].trim()) changes[field] = field === "name" ? value : value || null;
  }
  if (values.registration !== site.registration) changes.registration = values.registration;
  return changes as UpdateSiteSettingsBody;
}

/** The contract's (or the server's) message for each field it refuses: the first one each. */
function checkedFields(changes: UpdateSiteSettingsBody): FieldErrors {
  const parsed = UpdateSiteSettingsBody.safeParse(changes);
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field | undefined;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** A server's refusal the form can show beside its field (a home church not found), else none: the toast says it. */
function refusedFields(error: unknown): FieldErrors {
  const message = refusalOf(error);
  if (!message) return {};
  if (/church/i.test(message)) return { homeChurch: message };
  if (/site's name|site name/i.test(message)) return { name: message };
  return {};
}

/** The Site tab: an admin's settings of the whole site, read afresh on each visit. */
export function SiteSettingsForm() {
  const t = useStore(messages);
  const site = useSiteSettings();
  if (site.isPending) return <SiteFormStandIn label={t.loading} />;
  if (site.isError) return <LoadError title={t.loadError} error={site.error} onRetry={site.refetch} />;
  return <SettingsForm site={site.data} />;
}

function SettingsForm({ site }: { site: SiteSettings }) {
  const t = useStore(messages);
  const modes = useStore(registrationWords);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(site));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSite();
  // The logo is saved as soon as it is uploaded (or removed), apart from the form's fields.
  const logo = useUpdateSite();
  const changes = changesFrom(site, values);
  const dirty = Object.keys(changes).length > 0;
  const set = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  // The fields carry their errors as aria-invalid: the first of them takes the focus, once drawn.
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !dirty) return;
    const found = checkedFields(changes);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    update.mutate(changes, {
      onSuccess: (saved) => setValues(valuesOf(saved)),
      onError: (error) => showErrors(refusedFields(error)),
    });
  };

  /** A described field's ids: its hint, then its error (if any). */
  const describedBy = (field: Field | "registration", hint: boolean) =>
    [hint && `${ids}-${field}-hint`, errors[field] && `${ids}-${field}-error`].filter(Boolean).join(" ") || undefined;

  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${ids}-${field}-error`} className="text-sm font-medium text-destructive">
        {translatedServerMessage(errors[field])}
      </p>
    );

  const area = (field: "welcome" | "rules" | "terms" | "privacy", label: string, hint: string, max: number, rows: number) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${field}`}>{label}</Label>
      <Textarea
        id={`${ids}-${field}`}
        value={values[field]}
        onChange={set(field)}
        maxLength={max}
        rows={rows}
        dir="auto"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, true)}
        className="resize-y"
      />
      <p id={`${ids}-${field}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {fieldError(field)}
    </div>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t.settings} className="grid gap-6">
      <fieldset disabled={update.isPending} className="grid min-w-0 gap-6">
        <Section title={t.identity}>
          <FormField
            label={t.name}
            value={values.name}
            onChange={set("name")}
            maxLength={MAX_SITE_NAME}
            autoComplete="off"
            aria-required="true"
            error={errors.name}
          />
          <ImageSlot
            label={t.logo}
            hint={t.logoHint}
            busy={logo.isPending}
            preview={<SiteMark logo={site.logoUrl} className="size-20 border" />}
            upload={site.logoUrl ? t.changeLogo : t.uploadLogo}
            remove={site.logoUrl ? t.removeLogo : null}
            onChange={(logoUrl) => logo.mutate({ logoUrl })}
          />
          {area("welcome", t.welcome, t.welcomeHint, MAX_SITE_WELCOME, 3)}
        </Section>
        <Section title={t.joining}>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-registration`}>{t.registration}</Label>
            <NativeSelect
              id={`${ids}-registration`}
              value={values.registration}
              onChange={(event) => setValues({ ...values, registration: event.target.value as RegistrationMode })}
              aria-describedby={`${ids}-registration-hint`}
              className="h-11 w-full"
            >
              {REGISTRATION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {modes[mode]}
                </option>
              ))}
            </NativeSelect>
            <p id={`${ids}-registration-hint`} aria-live="polite" className="text-sm text-muted-foreground">
              {registrationHint(modes, values.registration)}
            </p>
          </div>
        </Section>
        <Section title={t.pages}>
          {area("rules", t.rules, t.rulesHint, MAX_SITE_RULES, 6)}
          {area("terms", t.terms, t.termsHint, MAX_SITE_PAGE, 6)}
          {area("privacy", t.privacy, t.privacyHint, MAX_SITE_PAGE, 6)}
        </Section>
        <Section title={t.homeChurch}>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-homeChurch`}>{t.homeChurchAddress}</Label>
            <div className="flex min-w-0 items-center rounded-md border border-field bg-muted/40 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40">
              <span aria-hidden="true" className="shrink-0 pr-0.5 pl-3 text-sm text-muted-foreground">
                {PATH_PREFIX}
              </span>
              <input
                id={`${ids}-homeChurch`}
                value={values.homeChurch}
                onChange={set("homeChurch")}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors.homeChurch ? true : undefined}
                aria-describedby={describedBy("homeChurch", true)}
                className="h-11 w-full min-w-0 rounded-r-md bg-card px-2 text-base text-foreground outline-none sm:text-sm"
              />
            </div>
            <p id={`${ids}-homeChurch-hint`} className="text-xs text-muted-foreground">
              {t.homeChurchHint}
              {site.homeChurch && (
                <>
                  {" "}
                  <span dir="auto" className="font-medium text-foreground">
                    {t.homeChurchNow({ name: site.homeChurch.name })}
                  </span>
                </>
              )}
            </p>
            {fieldError("homeChurch")}
          </div>
        </Section>
      </fieldset>
      <SaveOrReset
        dirty={dirty}
        pending={update.isPending}
        onReset={() => {
          setValues(valuesOf(site));
          setErrors({});
        }}
        words={t}
      />
    </form>
  );
}

/** A part of the form: its heading and fields, on a card of its own. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-4 p-4 sm:p-6">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}
