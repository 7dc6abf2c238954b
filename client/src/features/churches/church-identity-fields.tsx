import { useStore } from "@nanostores/react";
import { useId, type RefObject } from "react";
import { JOIN_MODES, type JoinMode, MAX_SLUG } from "@contract/churches";
import { MAX_CHURCH_NAME, MAX_CHURCH_PLACE, MAX_CHURCH_TRADITION } from "@contract/limits";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import type { FieldErrors } from "./church-form-errors";
import { joinModeHint, joinModeWords } from "./join-mode-words";

const messages = i18n("churches/church-identity-fields", {
  name: "Church name",
  namePlaceholder: "e.g. Grace Chapel",
  webAddress: "Web address",
  webAddressHint: "Optional: left blank, it is made from the name.",
  webAddressEditHint: "Lower-case letters, digits and hyphens. Old links stop working when it changes.",
  tradition: "Tradition",
  traditionPlaceholder: "e.g. Baptist, Anglican, Pentecostal",
  place: "Place",
  placePlaceholder: "e.g. Lisbon, Portugal",
  joining: "Joining",
});

// What the web address is put after, as the address bar shows it.
const PATH_PREFIX = "/churches/";

export interface IdentityValues {
  name: string;
  slug: string;
  tradition: string;
  place: string;
  joinMode: JoinMode;
}

/**
 * A church's name, web address, tradition, place and way of joining: the create dialog's
 * fields, and the first of Manage's. The name is not `required` in HTML: our own check speaks
 * the contract's words.
 */
export function ChurchIdentityFields({
  values,
  onChange,
  errors,
  nameRef,
  creating = false,
}: {
  values: IdentityValues;
  onChange: (next: IdentityValues) => void;
  errors: FieldErrors;
  nameRef?: RefObject<HTMLInputElement | null>;
  /** A new church: its web address may be left to be made from the name. */
  creating?: boolean;
}) {
  const t = useStore(messages);
  const modes = useStore(joinModeWords);
  const ids = useId();
  const set = (field: keyof IdentityValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const slugError = errors.slug;
  return (
    <div className="grid gap-4">
      <FormField
        ref={nameRef}
        label={t.name}
        value={values.name}
        onChange={set("name")}
        placeholder={t.namePlaceholder}
        maxLength={MAX_CHURCH_NAME}
        autoComplete="off"
        aria-required="true"
        error={errors.name}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-slug`}>{t.webAddress}</Label>
        <div className="flex min-w-0 items-center rounded-md border border-field bg-muted/40 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40">
          <span aria-hidden="true" className="shrink-0 pr-0.5 pl-3 text-sm text-muted-foreground">
            {PATH_PREFIX}
          </span>
          <input
            id={`${ids}-slug`}
            value={values.slug}
            onChange={set("slug")}
            maxLength={MAX_SLUG}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={slugError ? true : undefined}
            aria-describedby={`${ids}-slug-hint${slugError ? ` ${ids}-slug-error` : ""}`}
            className="h-11 w-full min-w-0 rounded-r-md bg-card px-2 text-base text-foreground outline-none sm:text-sm"
          />
        </div>
        <p id={`${ids}-slug-hint`} className="text-xs text-muted-foreground">
          {creating ? t.webAddressHint : t.webAddressEditHint}
        </p>
        {slugError && (
          <p id={`${ids}-slug-error`} className="text-sm font-medium text-destructive">
            {translatedServerMessage(slugError)}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t.tradition}
          value={values.tradition}
          onChange={set("tradition")}
          placeholder={t.traditionPlaceholder}
          maxLength={MAX_CHURCH_TRADITION}
          error={errors.tradition}
        />
        <FormField
          label={t.place}
          value={values.place}
          onChange={set("place")}
          placeholder={t.placePlaceholder}
          maxLength={MAX_CHURCH_PLACE}
          autoComplete="address-level2"
          error={errors.place}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-join`}>{t.joining}</Label>
        <NativeSelect
          id={`${ids}-join`}
          value={values.joinMode}
          onChange={(event) => onChange({ ...values, joinMode: event.target.value as JoinMode })}
          aria-describedby={`${ids}-join-hint`}
          className="h-11 w-full"
        >
          {JOIN_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {modes[mode]}
            </option>
          ))}
        </NativeSelect>
        <p id={`${ids}-join-hint`} className="text-xs text-muted-foreground">
          {joinModeHint(modes, values.joinMode)}
        </p>
      </div>
    </div>
  );
}
