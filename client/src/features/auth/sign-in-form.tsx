import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { LoginBody } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { CurrentPasswordField, EmailField } from "@/components/account-fields";
import { i18n } from "@/lib/i18n";
import { useAuthSubmit } from "./use-auth-submit";

const messages = i18n("auth/sign-in-form", {
  welcome: "Welcome back to Koinonia!",
  email: "Email",
  password: "Password",
  forgot: "Forgot password?",
  signingIn: "Signing In...",
  signIn: "Sign In",
});

export function SignInForm() {
  const t = useStore(messages);
  // The server validates with the same LoginBody schema, so the two never disagree.
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: "", password: "" } });
  // An account held back (suspended or banned) is told why in the form itself, where it stays.
  const [held, setHeld] = useState<string | null>(null);
  const { submit, isPending } = useAuthSubmit<LoginBody>(
    "/api/auth/login",
    t.welcome,
    (message, status) => setHeld(status === 403 && message ? message : null),
    () => setHeld(null),
  );
  const { errors } = form.formState;
  return (
    // noValidate: the schema's messages show under the fields instead of browser bubbles;
    // type/required stay on the inputs for autofill, keyboards and assistive technology.
    <form noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <fieldset disabled={isPending} className="grid gap-4">
        <EmailField label={t.email} error={errors.email?.message} {...form.register("email")} />
        <CurrentPasswordField label={t.password} error={errors.password?.message} {...form.register("password")} />
        <Link
          href="/forgot-password"
          className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t.forgot}
        </Link>
        {held && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm font-medium text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="wrap-anywhere whitespace-pre-line">{held}</span>
          </p>
        )}
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending ? t.signingIn : t.signIn}
        </Button>
      </fieldset>
    </form>
  );
}
