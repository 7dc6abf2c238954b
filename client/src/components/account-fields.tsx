import type { ComponentProps } from "react";
import { MIN_PASSWORD } from "@contract/limits";
import { FormField } from "@/components/ui/form-field";

// The fields every sign-in and account form asks for, each with what browsers, password
// managers and phone keyboards need to fill it (its type, autocomplete and a required mark).
type FieldProps = Omit<ComponentProps<typeof FormField>, "type" | "autoComplete" | "placeholder" | "minLength">;

export function EmailField(props: FieldProps) {
  return <FormField type="email" autoComplete="email" placeholder="you@example.com" required {...props} />;
}

/** The password the member has now (to sign in, or to prove it is them before a change). */
export function CurrentPasswordField(props: FieldProps) {
  return <FormField type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen: the length it needs is in its placeholder and checked by the browser. */
export function NewPasswordField(props: FieldProps) {
  return (
    <FormField
      type="password"
      autoComplete="new-password"
      placeholder={`Min ${MIN_PASSWORD} characters`}
      minLength={MIN_PASSWORD}
      required
      {...props}
    />
  );
}
