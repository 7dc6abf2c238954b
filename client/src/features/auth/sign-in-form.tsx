import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { LoginBody } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { CurrentPasswordField, EmailField } from "@/components/account-fields";
import { useAuthSubmit } from "./use-auth-submit";

export function SignInForm() {
  // The server validates with the same LoginBody schema, so the two never disagree.
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: "", password: "" } });
  const { submit, isPending } = useAuthSubmit<LoginBody>("/api/auth/login", "Welcome back to Koinonia!");
  const { errors } = form.formState;
  return (
    // noValidate: the schema's messages show under the fields instead of browser bubbles;
    // type/required stay on the inputs for autofill, keyboards and assistive technology.
    <form noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <fieldset disabled={isPending} className="grid gap-4">
        <EmailField label="Email" error={errors.email?.message} {...form.register("email")} />
        <CurrentPasswordField label="Password" error={errors.password?.message} {...form.register("password")} />
        <Link
          href="/forgot-password"
          className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending ? "Signing In..." : "Sign In"}
        </Button>
      </fieldset>
    </form>
  );
}
