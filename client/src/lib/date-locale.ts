import type { Locale } from "date-fns";
import type { Language } from "@contract/languages";

let current: Locale | undefined;

/** date-fns's words for the interface's language ("hace 2 horas"); undefined: its English. */
export function dateLocale(): Locale | undefined {
  return current;
}

/** Loads date-fns's words for a language (its own small chunk); English needs none. */
export async function loadDateLocale(language: Language): Promise<void> {
  if (language === "es") current = (await import("date-fns/locale/es")).es;
  else if (language === "pt") current = (await import("date-fns/locale/pt-BR")).ptBR;
  else current = undefined;
}
