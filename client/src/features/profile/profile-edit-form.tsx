import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { MAX_ABOUT, MAX_CHURCH, MAX_LOCATION, MAX_NAME } from "@contract/limits";
import { UpdateProfileBody } from "@contract/profile";
import type { CurrentUser } from "@contract/users";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useUpdateProfile } from "./profile-mutations";

const messages = i18n("profile/profile-edit-form", {
  editProfile: "Edit profile",
  yourProfile: "Your profile",
  firstName: "First Name",
  lastName: "Last Name",
  church: "Church Affiliation",
  churchExample: "e.g. Grace Community Church",
  location: "Location",
  locationExample: "e.g. Nashville, TN",
  aboutMe: "About Me",
  aboutExample: "Share a little about your faith journey, your church and what you love.",
  cancel: "Cancel",
  saving: "Saving...",
  saveChanges: "Save Changes",
});

/** Entering edit mode copies the current values into the form. */
function currentValues(user: CurrentUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    churchAffiliation: user.churchAffiliation ?? "",
    location: user.location ?? "",
    aboutMe: user.aboutMe ?? "",
  };
}

/**
 * Edit mode: First Name, Last Name, Church Affiliation, Location and
 * About Me; Save Changes sends them and leaves edit mode, Cancel leaves without sending. The
 * server checks the same UpdateProfileBody schema.
 */
export function ProfileEditForm({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const t = useStore(messages);
  const ids = useId();
  const form = useForm({ resolver: zodResolver(UpdateProfileBody), defaultValues: currentValues(user) });
  const update = useUpdateProfile({ onSaved: onClose });
  const { errors } = form.formState;
  const aboutError = errors.aboutMe?.message;

  useEffect(() => form.setFocus("firstName"), [form]);

  return (
    <form
      noValidate
      aria-label={t.editProfile}
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !update.isPending) onClose();
      }}
      className="mt-5 border-t pt-5"
    >
      <fieldset disabled={update.isPending} className="grid grid-cols-1 gap-4">
        <legend className="sr-only">{t.yourProfile}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={t.firstName}
            autoComplete="given-name"
            required
            maxLength={MAX_NAME}
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <FormField
            label={t.lastName}
            autoComplete="family-name"
            required
            maxLength={MAX_NAME}
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
          <FormField
            label={t.church}
            placeholder={t.churchExample}
            maxLength={MAX_CHURCH}
            error={errors.churchAffiliation?.message}
            {...form.register("churchAffiliation")}
          />
          <FormField
            label={t.location}
            autoComplete="address-level2"
            placeholder={t.locationExample}
            maxLength={MAX_LOCATION}
            error={errors.location?.message}
            {...form.register("location")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-about`}>{t.aboutMe}</Label>
          <Textarea
            id={`${ids}-about`}
            rows={4}
            maxLength={MAX_ABOUT}
            placeholder={t.aboutExample}
            aria-invalid={aboutError ? true : undefined}
            aria-describedby={aboutError ? `${ids}-about-error` : undefined}
            {...form.register("aboutMe")}
          />
          {aboutError && (
            <p id={`${ids}-about-error`} className="text-sm font-medium text-destructive">
              {translatedServerMessage(aboutError)}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{update.isPending ? t.saving : t.saveChanges}</Button>
        </div>
      </fieldset>
    </form>
  );
}
