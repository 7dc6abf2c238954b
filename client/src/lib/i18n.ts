/**
 * The interface's languages (@nanostores/i18n). English is written in the code beside what
 * shows it: each part of the app names its words once,
 *
 *   const messages = i18n("posts/composer", { post: "Post", shared: params("Shared with {name}") });
 *   const t = useStore(messages); ... t.post, t.shared({ name })
 *
 * and Spanish and Portuguese translate them in client/src/locales/<language>/<part>.json, keyed
 * by the same names ("posts/composer" lives in posts.json). English loads nothing more; another
 * language loads its words once, before the first paint, so a page never opens in English first.
 */
import { type ComponentsJSON, count, createI18n, localeFrom } from "@nanostores/i18n";
import { atom } from "nanostores";
import { type Language, LANGUAGES, pickLanguage } from "@contract/languages";
import { params } from "@contract/message-params";
import { loadDateLocale } from "./date-locale";

export { count, params };

const STORAGE_KEY = "koinonia-language";

function storedChoice(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.find((language) => language === stored);
  } catch {
    return undefined; // Storage refused (a privacy setting): the browser's language then.
  }
}

/** The language chosen on this device, or the signed-in member's; none: the browser's. */
const chosenLanguage = atom<Language | undefined>(storedChoice());
// (No navigator outside a browser, where the client's cache code is tested: English there.)
const browserLanguage = atom<Language>(
  (typeof navigator === "undefined" ? undefined : pickLanguage(navigator.languages ?? [navigator.language])) ?? "en",
);

/** The language the interface speaks now. */
export const locale = localeFrom(chosenLanguage, browserLanguage);

/**
 * The locale dates, times and numbers are written in (Intl): the browser's own when it is a
 * kind of the interface's language ("en-GB" writes 24-hour times and day-first dates, "pt-PT"
 * its own months), else the interface's language.
 */
export function formatLocale(): string {
  const language = locale.get();
  const own = typeof navigator === "undefined" ? undefined : navigator.language;
  return own && pickLanguage([own]) === language ? own : language;
}

// Every language's files, loaded on demand (the build puts each language's in one chunk).
// (locales/en lists English the client never needs, such as the server's messages, for the
// translation check.)
const files = import.meta.glob<ComponentsJSON>(["../locales/*/*.json", "!../locales/en/*.json"], { import: "default" });
const loaded = new Map<Language, Promise<ComponentsJSON>>();

function loadTranslations(language: Language): Promise<ComponentsJSON> {
  let translations = loaded.get(language);
  if (!translations) {
    const prefix = `../locales/${language}/`;
    const parts = Object.entries(files).filter(([path]) => path.startsWith(prefix));
    translations = Promise.all(parts.map(([, load]) => load())).then((all) => Object.assign({}, ...all));
    // A failed load (offline) may be tried again on the next change of language.
    translations.catch(() => loaded.delete(language));
    loaded.set(language, translations);
  }
  return translations;
}

export const i18n = createI18n<Language, "en">(locale, {
  baseLocale: "en",
  async get(language, components) {
    const translations = await loadTranslations(language);
    // Every asked-for part answers, if only with nothing (its English then): the library waits
    // for each one it asked for before it shows any, so one left out would hold them all back.
    return { ...Object.fromEntries(components.map((name) => [name, {}])), ...translations };
  },
});

/** Loads a language's words and date words into memory, ready to show at once. */
async function prepare(language: Language): Promise<void> {
  if (language === "en") return loadDateLocale(language);
  const [translations] = await Promise.all([loadTranslations(language), loadDateLocale(language)]);
  // The cache holds each part's words by the part's name (the library's type says otherwise).
  i18n.cache[language] = { ...i18n.cache[language], ...translations } as (typeof i18n.cache)[Language];
}

/** Before the first paint: the interface's language, loaded. */
export async function prepareLanguage(): Promise<void> {
  try {
    await prepare(locale.get());
  } catch {
    // Offline and never cached: English until the files can load (the library asks again).
  }
}

/**
 * Speaks `language` from now on, on this device (remembered for the next visit). Its words
 * load first, so every part on screen changes at once.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await prepare(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
  chosenLanguage.set(language);
}

// <html lang> names the language for screen readers, spelling and hyphenation.
locale.subscribe((language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});
