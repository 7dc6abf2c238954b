import { useStore } from "@nanostores/react";
import { useId } from "react";
import { useLocation } from "wouter";
import type { BookId } from "@contract/bible-books";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { chapterPath } from "@/lib/bible-translation";
import { bookNames } from "./book-names";

const messages = i18n("bible/chapter-picker", {
  book: "Book",
  chapter: "Chapter",
  oldTestament: "Old Testament",
  newTestament: "New Testament",
});

// The books in their order (the names' own), Malachi the 39th: the New Testament begins with Matthew.
const BOOK_ORDER = Object.keys(bookNames.get()) as BookId[];
const OLD_TESTAMENT = BOOK_ORDER.slice(0, 39);
const NEW_TESTAMENT = BOOK_ORDER.slice(39);

/** The book and the chapter being read, each a select: choosing one opens it (a new book at its first chapter). */
export function ChapterPicker({
  translation,
  book,
  chapter,
  chapters,
}: {
  translation: string;
  book: BookId;
  chapter: number;
  /** How many chapters the book has. */
  chapters: number;
}) {
  const t = useStore(messages);
  const names = useStore(bookNames);
  const [, navigate] = useLocation();
  const bookId = useId();
  const chapterId = useId();
  return (
    <>
      <label htmlFor={bookId} className="sr-only">
        {t.book}
      </label>
      <NativeSelect
        id={bookId}
        value={book}
        onChange={(event) => navigate(chapterPath(translation, event.target.value, 1))}
        className="h-10 min-w-0 flex-1 text-base sm:flex-none sm:text-sm"
      >
        <optgroup label={t.oldTestament}>
          {OLD_TESTAMENT.map((id) => (
            <option key={id} value={id}>
              {names[id]}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.newTestament}>
          {NEW_TESTAMENT.map((id) => (
            <option key={id} value={id}>
              {names[id]}
            </option>
          ))}
        </optgroup>
      </NativeSelect>
      <label htmlFor={chapterId} className="sr-only">
        {t.chapter}
      </label>
      <NativeSelect
        id={chapterId}
        value={chapter}
        onChange={(event) => navigate(chapterPath(translation, book, Number(event.target.value)))}
        className="h-10 w-20 text-base sm:text-sm"
      >
        {Array.from({ length: chapters }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
