import { useEffect, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Shows a server's refusal under the field it is about and moves the focus there. The form is
 * disabled while it is sent, and a disabled field takes no focus: the focus waits until the
 * form is enabled again.
 */
export function useFieldRefusal<T extends FieldValues>(form: UseFormReturn<T>, disabled: boolean) {
  const [target, setTarget] = useState<Path<T> | null>(null);
  useEffect(() => {
    if (!target || disabled) return;
    form.setFocus(target);
    setTarget(null);
  }, [target, disabled, form]);
  return (name: Path<T>, message: string) => {
    form.setError(name, { message });
    setTarget(name);
  };
}
