import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { MIN_PASSWORD } from "@contract/limits";
import { FormField } from "@/components/ui/form-field";
import { count, i18n } from "@/lib/i18n";

const messages = i18n("components/account-fields", {
  emailPlaceholder: "you@example.com",
  minCharacters: count({ one: "Min {count} character", other: "Min {count} characters" }),
});

// The fields every sign-in and account form asks for, each with what browsers, password
// managers and phone keyboards need to fill it (its type, autocomplete and a required mark).
type FieldProps = Omit<ComponentProps<typeof FormField>, "type" | "autoComplete" | "placeholder" | "minLength">;

export function EmailField(props: FieldProps) {
  const t = useStore(messages);
  return <FormField type="email" autoComplete="email" placeholder={t.emailPlaceholder} required {...props} />;
}

/** The password the member has now (to sign in, or to prove it is them before a change). */
export function CurrentPasswordField(props: FieldProps) {
  return <FormField type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen: the length it needs is in its placeholder and checked by the browser. */
export function NewPasswordField(props: FieldProps) {
  const t = useStore(messages);
  return (
    <FormField
      type="password"
      autoComplete="new-password"
      placeholder={t.minCharacters(MIN_PASSWORD)}
      minLength={MIN_PASSWORD}
      required
      {...props}
    />
  );
}

/** The new password typed again, to catch a slip of the finger (no hint: it repeats the one above). */
export function ConfirmPasswordField(props: FieldProps) {
  return <FormField type="password" autoComplete="new-password" required {...props} />;
}
