import { useStore } from "@nanostores/react";
import { Brand } from "@/components/brand";
import { LanguagePicker } from "@/components/language-picker";
import { i18n } from "@/lib/i18n";

const messages = i18n("landing/landing-footer", {
  tagline: "Christian Social Network",
  verse: "“Behold, how good and how pleasant it is for brethren to dwell together in unity!”",
  verseReference: "Psalm 133:1",
});

export function LandingFooter() {
  const t = useStore(messages);
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 text-center sm:px-6 md:flex-row md:justify-between md:text-left">
        <div>
          <Brand className="text-heading" />
          <p className="mt-2 text-sm text-muted-foreground">{t.tagline}</p>
        </div>
        <figure className="max-w-sm">
          <blockquote className="font-serif text-sm text-foreground italic">{t.verse}</blockquote>
          <figcaption className="mt-1 text-xs font-medium text-muted-foreground">{t.verseReference}</figcaption>
        </figure>
        <div className="flex flex-col items-center gap-3 md:items-end">
          <LanguagePicker />
          <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Koinonia</p>
        </div>
      </div>
    </footer>
  );
}
