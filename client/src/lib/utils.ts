import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Up to two initials for an avatar fallback ("Ruth Naomi" -> "RN"). */
export function initials(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("");
  return (letters || email?.charAt(0) || "?").toUpperCase();
}
