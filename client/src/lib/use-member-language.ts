import { useEffect } from "react";
import type { Language } from "@contract/languages";
import { chooseLanguage, locale } from "./i18n";

/**
 * The signed-in member's language, as their account keeps it, is the interface's on every
 * device they sign in on (and the one their mail comes in).
 */
export function useMemberLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (language && language !== locale.get()) void chooseLanguage(language);
  }, [language]);
}
