import { useId, type ComponentProps } from "react";
import { translatedServerMessage } from "@/lib/server-messages";
import { Input } from "./input";
import { Label } from "./label";

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** The validation message to show under the field, if any (the contract's or the server's, shown in the interface's language). */
  error?: string;
};

/** A labelled input whose error is tied to it for screen readers (aria-describedby). */
export function FormField({ label, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {translatedServerMessage(error)}
        </p>
      )}
    </div>
  );
}
