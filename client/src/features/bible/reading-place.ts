import type { BookId } from "@contract/bible-books";
import { bookNames } from "./book-names";

const STORAGE_KEY = "koinonia-bible-place";

export interface ReadingPlace {
  book: BookId;
  chapter: number;
}

/** Where /bible opens when this device has read nothing yet. */
const FIRST_PLACE: ReadingPlace = { book: "John", chapter: 1 };

/** The chapter last read on this device, else the first place: the Bible reopens where it was left. */
export function lastPlace(): ReadingPlace {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (stored && typeof stored === "object" && "book" in stored && "chapter" in stored) {
      const { book, chapter } = stored;
      // Only a book the reader can name: a stored value that names none would open on "not found" every time.
      const known = typeof book === "string" && Object.hasOwn(bookNames.get(), book) ? (book as BookId) : undefined;
      if (known && typeof chapter === "number" && Number.isInteger(chapter) && chapter > 0) return { book: known, chapter };
    }
  } catch {
    // Storage refused, or a value from another version: the first place then.
  }
  return FIRST_PLACE;
}

/** Keeps the chapter being read, for the next time the Bible is opened on this device. */
export function keepPlace(place: ReadingPlace): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(place));
  } catch {
    // Not kept: the Bible opens at the first place next time.
  }
}
