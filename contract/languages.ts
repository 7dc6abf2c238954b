/**
 * The languages the interface and the mail speak. English is the base: its words are written
 * in the code beside what shows them; the others are translations of those words.
 */
// (No zod here: the client's first load reads these, and the schemas live in language-setting.ts.)
export const LANGUAGES = ["en", "es", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as its speakers look for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", pt: "Português" };

/**
 * The first of someone's languages, most wanted first ("pt-BR", "en-US", "es"), that we speak:
 * a regional tag counts as its language ("pt-BR" is Portuguese).
 */
export function pickLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split("-")[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return undefined;
}

/**
 * The tags of an Accept-Language header, most wanted first ("pt-BR,pt;q=0.9,en;q=0.8"): by
 * quality, then by order; a tag at quality 0 is one the sender does not want.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...options] = part.trim().split(";");
      const q = options.map((o) => o.trim()).find((o) => o.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
