import { useEffect, useRef, useState } from "react";

/**
 * The errors of a form whose fields carry theirs as aria-invalid, by field name. `show` sets
 * them, and the first invalid field then takes the focus, once drawn and the form is enabled
 * again (`disabled` while it is sent: a disabled field takes none). `form` goes on the form.
 */
export function useFieldErrors<Errors extends Record<string, string | undefined>>(disabled: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || disabled) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setRefocus(false);
  }, [refocus, disabled]);
  const show = (found: Errors) => {
    setErrors(found);
    setRefocus(Object.keys(found).length > 0);
  };
  return { form, errors, show };
}
