import { useEffect, useState, type ReactNode } from "react";
import { TOAST_LIMIT } from "@contract/limits";

// A tiny module-level store (shadcn's pattern) so any code, including mutation callbacks and
// non-React helpers, can raise a toast with toast({...}) and one <Toaster/> renders them.

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; Radix's default (5 s) when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

// How long a dismissed toast stays mounted so its exit animation can finish.
const REMOVE_DELAY_MS = 1000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(next: ToastItem[]) => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function dismiss(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    emit(toasts.filter((t) => !(!t.open && (id === undefined || t.id === id))));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; the newest replaces older ones beyond TOAST_LIMIT (one at a time). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

// The <Toaster/> loads with the first toast (components/ui/lazy-toaster.tsx). Code that shows a
// toast and then leaves the page waits for it to be on screen before starting its delay.
let toasterMountedNow: () => void = () => {};
const toasterMountedPromise = new Promise<void>((resolve) => {
  toasterMountedNow = resolve;
});
const TOASTER_WAIT_LIMIT_MS = 3000;

/** Called by the Toaster when it mounts. */
export function markToasterMounted(): void {
  toasterMountedNow();
}

/** Resolves once a Toaster is on screen (or after 3 s, should its code fail to load). */
export function toasterMounted(): Promise<void> {
  return Promise.race([toasterMountedPromise, new Promise<void>((resolve) => setTimeout(resolve, TOASTER_WAIT_LIMIT_MS))]);
}

/** React access to the current toasts plus the same toast()/dismiss() functions. */
export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss };
}
