import { useStore } from "@nanostores/react";
import { BookOpen } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { Devotion } from "@contract/devotions";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/user-text";
import { passageName, passagePath, useBibleTranslation } from "@/lib/bible-translation";
import { i18n, params } from "@/lib/i18n";
import { usePassage } from "./devotion-queries";

const messages = i18n("devotions/devotion-view", {
  reflection: "Reflection",
  prayer: "Prayer",
  loadingPassage: "Loading the passage",
  passageFailed: "The passage could not be loaded in this translation.",
  openPassage: params<{ reference: string }>("Read {reference} in the Bible"),
  writtenBy: params<{ name: string }>("Written by {name}"),
});

/** A devotion's day as its church's calendar reads it ("Sunday, April 5, 2026"), in the interface's language. */
export function dayText(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A passage in OSIS as a short place, before its translation's book names are at hand: "Isa 40:28-31". */
export function osisPlace(osis: string): string {
  const [first, last = first] = osis.split("-") as [string, string?];
  const [book, chapter, verse] = first.split(".");
  const [lastBook, lastChapter, lastVerse] = last.split(".");
  const start = `${book} ${chapter}:${verse}`;
  if (last === first) return start;
  if (lastBook === book && lastChapter === chapter) return `${start}-${lastVerse}`;
  return lastBook === book ? `${start}-${lastChapter}:${lastVerse}` : `${start} - ${lastBook} ${lastChapter}:${lastVerse}`;
}

/**
 * The passage a devotion reads: its words in the reader's translation, and its place, which
 * opens the reader there.
 */
function DevotionPassage({ osis }: { osis: string }) {
  const t = useStore(messages);
  const translation = useBibleTranslation();
  const passage = usePassage(osis, translation);
  const reference = passage.data ? passageName(passage.data.verses) : osisPlace(osis);
  return (
    <figure className="grid gap-2 rounded-lg border-l-4 border-primary/40 bg-muted/40 px-4 py-3">
      {passage.isPending ? (
        <div role="status" aria-label={t.loadingPassage} className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : passage.isError ? (
        <p className="text-sm text-muted-foreground">{t.passageFailed}</p>
      ) : (
        <blockquote className="font-serif leading-relaxed text-pretty text-heading">
          <p>
            {passage.data.verses.map((verse) => (
              <span key={`${verse.book}.${verse.chapter}.${verse.verse}`}>
                <sup className="mr-0.5 text-xs text-muted-foreground">{verse.verse}</sup>
                {verse.text}{" "}
              </span>
            ))}
          </p>
        </blockquote>
      )}
      <figcaption className="text-sm">
        <Link
          href={passagePath(translation, osis)}
          aria-label={t.openPassage({ reference })}
          className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {reference}
        </Link>
        {passage.data && (
          <>
            {" "}
            <abbr title={passage.data.translation.name} className="text-muted-foreground no-underline">
              {passage.data.translation.abbreviation}
            </abbr>
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** A devotion's passage, reflection and closing prayer; `brief` cuts a long reflection to a few lines. */
export function DevotionView({ devotion, brief = false }: { devotion: Devotion; brief?: boolean }) {
  const t = useStore(messages);
  return (
    <div className="grid gap-4">
      <DevotionPassage osis={devotion.passage} />
      <section className="grid gap-1.5">
        <h3 className="text-sm font-semibold text-muted-foreground">{t.reflection}</h3>
        <UserText text={devotion.reflection} verses={devotion.reflectionVerses} clamp={brief ? "comment" : undefined} />
      </section>
      <section className="grid gap-1.5">
        <h3 className="text-sm font-semibold text-muted-foreground">{t.prayer}</h3>
        <UserText text={devotion.prayer} verses={devotion.prayerVerses} className="italic" />
      </section>
      {devotion.author && <p className="text-xs text-muted-foreground">{t.writtenBy({ name: displayName(devotion.author) })}</p>}
    </div>
  );
}
