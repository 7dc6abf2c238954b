import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables, which its first call does anyway: a phone spends some 60 ms
 * on it, so the signed-in app does it in a task of its own before its first render.
 */
export function warmUpClassMerge(): void {
  twMerge("p-1 p-2");
}

/** Up to two initials for an avatar fallback ("Ruth Naomi" -> "RN"). */
export function initials(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || email?.charAt(0) || "?").toUpperCase();
}
