import { useStore } from "@nanostores/react";
import { Languages } from "lucide-react";
import { useId } from "react";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@contract/languages";
import { NativeSelect } from "@/components/ui/native-select";
import { chooseLanguage, i18n, locale } from "@/lib/i18n";

const messages = i18n("language/picker", { language: "Language" });

/**
 * The languages the app speaks, each by its own name (someone lost in a language they do not
 * read still finds theirs). Choosing one changes every word on screen at once.
 */
export function LanguagePicker({
  onChoose = chooseLanguage,
  className,
}: {
  onChoose?: (language: Language) => Promise<void>;
  className?: string;
}) {
  const t = useStore(messages);
  const current = useStore(locale);
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ""}`}>
      <Languages aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t.language}
      </label>
      <NativeSelect id={id} value={current} onChange={(event) => void onChoose(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
