import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { Hourglass } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import { COMMON_PASSWORD, RegisterBody } from "@contract/auth";
import type { SiteSettings } from "@contract/site";
import { Button } from "@/components/ui/button";
import { EmailField, NewPasswordField } from "@/components/account-fields";
import { FormField } from "@/components/ui/form-field";
import { i18n, locale } from "@/lib/i18n";
import { RulesAgreement, SitePagesLinks } from "./rules-agreement";
import { useAuthSubmit } from "./use-auth-submit";

const messages = i18n("auth/sign-up-form", {
  welcome: "Welcome to Koinonia!",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  password: "Password",
  approval: "An admin looks at each sign-up here: you can sign in once they have admitted you.",
  creating: "Creating Account...",
  create: "Create Account",
});

// The server's own words when the rules go unaccepted (translated with its other messages).
const ACCEPT_RULES = "Please accept the site's rules";

// The server validates with the same RegisterBody schema, so the two never disagree; where the
// site has rules it asks, as the server does, that they be accepted.
const WITH_RULES = RegisterBody.extend({ acceptRules: z.literal(true, { error: ACCEPT_RULES }) });

export function SignUpForm({
  site,
  invitation,
  onWaiting,
}: {
  /** What the site says of itself; null when it could not be read (the server still decides). */
  site: SiteSettings | null;
  /** The code of the church invitation the visitor came by: sent, so they join it as the account is made. */
  invitation: string | null;
  /** Told the server's words when the account must wait for an admin. */
  onWaiting: (message: string) => void;
}) {
  const t = useStore(messages);
  const rules = site?.rules ?? null;
  const form = useForm<RegisterBody>({
    resolver: zodResolver(rules ? WITH_RULES : RegisterBody) as Resolver<RegisterBody>,
    defaultValues: { firstName: "", lastName: "", email: "", password: "", acceptRules: false },
  });
  const { submit, isPending } = useAuthSubmit<RegisterBody>(
    "/api/auth/register",
    t.welcome,
    (message) => {
      // Only the server knows the breached-password list: its refusal belongs under the field.
      if (message === COMMON_PASSWORD) form.setError("password", { message });
      if (message === ACCEPT_RULES && rules) form.setError("acceptRules", { message });
    },
    undefined,
    onWaiting,
  );
  const { errors } = form.formState;
  const send = ({ acceptRules, ...values }: RegisterBody) =>
    // The account speaks the language the page does (its mail too), until changed in settings.
    submit({ ...values, language: locale.get(), ...(rules && { acceptRules }), ...(invitation && { invitation }) });
  return (
    <div className="grid gap-4">
      {site?.welcome && (
        <p
          dir="auto"
          className="rounded-lg border bg-secondary px-3 py-2.5 text-sm leading-relaxed wrap-break-word whitespace-pre-line text-secondary-foreground"
        >
          {site.welcome}
        </p>
      )}
      {site?.registration === "approval" && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.approval}
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit(send)}>
        <fieldset disabled={isPending} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.firstName} autoComplete="given-name" required error={errors.firstName?.message} {...form.register("firstName")} />
            <FormField label={t.lastName} autoComplete="family-name" required error={errors.lastName?.message} {...form.register("lastName")} />
          </div>
          <EmailField label={t.email} error={errors.email?.message} {...form.register("email")} />
          <NewPasswordField label={t.password} error={errors.password?.message} {...form.register("password")} />
          {rules && <RulesAgreement rules={rules} error={errors.acceptRules?.message} checkbox={form.register("acceptRules")} />}
          <SitePagesLinks terms={Boolean(site?.terms)} privacy={Boolean(site?.privacy)} />
          <Button type="submit" size="lg" className="mt-2 w-full">
            {isPending ? t.creating : t.create}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
