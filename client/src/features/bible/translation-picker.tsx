import { useStore } from "@nanostores/react";
import { useId } from "react";
import { useLocation } from "wouter";
import type { BibleTranslation } from "@contract/bible";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { chapterPath, chooseBibleTranslation } from "@/lib/bible-translation";

const messages = i18n("bible/translation-picker", {
  translation: "Translation",
});

/**
 * The translation being read. Choosing another makes it the reader's (references and the Bible
 * open in it from then on) and opens the same chapter, and the same verses, in it.
 */
export function TranslationPicker({
  translations,
  current,
  book,
  chapter,
  verses,
}: {
  translations: readonly Pick<BibleTranslation, "code" | "name">[];
  current: string;
  book: string;
  chapter: number;
  /** The verses marked (?v=), kept in the new translation. */
  verses: string | null;
}) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.translation}
      </label>
      <NativeSelect
        id={id}
        value={current}
        onChange={(event) => {
          chooseBibleTranslation(event.target.value);
          navigate(chapterPath(event.target.value, book, chapter, verses ?? undefined));
        }}
        className="h-10 w-full text-base sm:ml-auto sm:w-auto sm:max-w-64 sm:text-sm"
      >
        {translations.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
