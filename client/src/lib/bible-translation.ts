import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { TRANSLATION_BY_LANGUAGE } from "@contract/bible-passages";
import type { Language } from "@contract/languages";
import { locale } from "@/lib/i18n";

const STORAGE_KEY = "koinonia-bible-translation";

function storedChoice(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // Storage refused (a privacy setting): the language's text then.
  }
}

const chosen = atom<string | undefined>(typeof localStorage === "undefined" ? undefined : storedChoice());

/** The translation this reader reads in: the one they last chose on this device, else their language's. */
export function useBibleTranslation(): string {
  const choice = useStore(chosen);
  const language = useStore(locale) as Language;
  return choice ?? TRANSLATION_BY_LANGUAGE[language] ?? "web";
}

/** Remembers the reader's translation on this device: every reference and the reader then open in it. */
export function chooseBibleTranslation(code: string): void {
  chosen.set(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Kept for this visit only.
  }
}

/**
 * The reader's address for a chapter, with verses to highlight: "/bible/web/John/3?v=16-18".
 * `verses` is a verse ("16") or a range ("16-18").
 */
export function chapterPath(translation: string, book: string, chapter: number, verses?: string): string {
  const path = `/bible/${encodeURIComponent(translation)}/${encodeURIComponent(book)}/${chapter}`;
  return verses ? `${path}?v=${encodeURIComponent(verses)}` : path;
}

/** The reader's address for a passage in OSIS ("John.3.16-John.3.18"): its first chapter, its verses there highlighted. */
export function passagePath(translation: string, osis: string): string {
  const [first, last = first] = osis.split("-") as [string, string?];
  const [book, chapter, verse] = first.split(".") as [string, string, string];
  const [lastBook, lastChapter, lastVerse] = last.split(".");
  const sameChapter = lastBook === book && lastChapter === chapter;
  const verses = !sameChapter ? verse : lastVerse === verse ? verse : `${verse}-${lastVerse}`;
  return chapterPath(translation, book, Number(chapter), verses);
}

type NamedVerse = { book: string; bookName: string; chapter: number; verse: number };

/** "John 3:16", "John 3:16-18", "Romans 8:28–9:2": a passage's place, in its translation's book names. */
export function passageName(verses: readonly NamedVerse[]): string {
  const first = verses[0]!;
  const last = verses.at(-1)!;
  const start = `${first.bookName} ${first.chapter}:${first.verse}`;
  if (last === first) return start;
  if (last.book !== first.book) return `${start}–${last.bookName} ${last.chapter}:${last.verse}`;
  if (last.chapter !== first.chapter) return `${start}–${last.chapter}:${last.verse}`;
  return `${start}-${last.verse}`;
}
