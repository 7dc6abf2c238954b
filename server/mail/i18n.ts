/**
 * The mail's words in each member's language, with the client's library (@nanostores/i18n)
 * and its way of writing them: English beside the code that sends it,
 *
 *   const words = mailMessages("mail/password-reset", { subject: "Reset your Koinonia password", ... });
 *   words(member.language).subject
 *
 * and Spanish and Portuguese in server/mail/locales/<language>.json, keyed by the same names.
 */
import { type Components, type ComponentsJSON, createI18n, type Messages, type Translations } from "@nanostores/i18n";
import { atom } from "nanostores";
import { LANGUAGES, type Language } from "../../contract/languages";
import es from "./locales/es.json" with { type: "json" };
import pt from "./locales/pt.json" with { type: "json" };

export { count } from "@nanostores/i18n";
export { params } from "../../contract/message-params";

const TRANSLATIONS: Record<Exclude<Language, "en">, ComponentsJSON> = { es, pt };

// One set of messages per language, each fixed to it with all its words in memory: a server
// writes to many members at once, each in their own language, and never waits for a file.
const languages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createI18n(atom(language), {
      baseLocale: "en",
      cache: (language === "en" ? {} : { [language]: TRANSLATIONS[language] }) as Record<Language, Components>,
      get: async () => ({}),
    }),
  ]),
) as Record<Language, ReturnType<typeof createI18n>>;

/** A part of the mail's words, for any member's language. */
export function mailMessages<Body extends Translations>(
  name: string,
  base: Body,
): (language: Language) => Messages<Body> extends { get(): infer T } ? T : never {
  const stores = Object.fromEntries(LANGUAGES.map((language) => [language, languages[language](name, base)])) as Record<Language, Messages<Body>>;
  return (language) => stores[language].get() as never;
}
