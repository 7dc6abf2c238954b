import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useForm } from "react-hook-form";
import { COMMON_PASSWORD, RegisterBody } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { EmailField, NewPasswordField } from "@/components/account-fields";
import { FormField } from "@/components/ui/form-field";
import { i18n, locale } from "@/lib/i18n";
import { useAuthSubmit } from "./use-auth-submit";

const messages = i18n("auth/sign-up-form", {
  welcome: "Welcome to Koinonia!",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  password: "Password",
  creating: "Creating Account...",
  create: "Create Account",
});

export function SignUpForm() {
  const t = useStore(messages);
  // The server validates with the same RegisterBody schema, so the two never disagree.
  const form = useForm({
    resolver: zodResolver(RegisterBody),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { submit, isPending } = useAuthSubmit<RegisterBody>("/api/auth/register", t.welcome, (message) => {
    // Only the server knows the breached-password list: its refusal belongs under the field.
    if (message === COMMON_PASSWORD) form.setError("password", { message });
  });
  const { errors } = form.formState;
  return (
    // The account speaks the language the page does (its mail too), until changed in settings.
    <form noValidate onSubmit={form.handleSubmit((values) => submit({ ...values, language: locale.get() }))}>
      <fieldset disabled={isPending} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.firstName} autoComplete="given-name" required error={errors.firstName?.message} {...form.register("firstName")} />
          <FormField label={t.lastName} autoComplete="family-name" required error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <EmailField label={t.email} error={errors.email?.message} {...form.register("email")} />
        <NewPasswordField label={t.password} error={errors.password?.message} {...form.register("password")} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending ? t.creating : t.create}
        </Button>
      </fieldset>
    </form>
  );
}
