import { useStore } from "@nanostores/react";
import { Redirect, useParams } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { BibleReader } from "@/features/bible/bible-reader";
import { PlansLink } from "@/features/plans/plans-link";
import { chapterPath, useBibleTranslation } from "@/lib/bible-translation";
import { lastPlace } from "@/features/bible/reading-place";
import { locale } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";

/**
 * The Bible: /bible/:translation/:book/:chapter reads a chapter (?v=16-18 marks verses);
 * /bible opens where this device last read, in the reader's translation (John 1 the first time).
 */
export function BiblePage() {
  const { translation, book, chapter } = useParams<{ translation?: string; book?: string; chapter?: string }>();
  if (translation === undefined || book === undefined || chapter === undefined) return <OpenBible />;
  return (
    <>
      <BibleReader translation={translation} book={book} chapter={chapter} />
      <p className="mt-6 text-center">
        <PlansLink />
      </p>
    </>
  );
}

function OpenBible() {
  const own = useBibleTranslation();
  const language = useStore(locale);
  const member = useCurrentUser();
  // On a device that has not spoken the member's language yet, the app turns to it a moment
  // after it opens; a translation not chosen follows the language, so it waits for it.
  if (language !== member.language) return <FullPageSpinner className="min-h-[50dvh]" />;
  const place = lastPlace();
  return <Redirect to={chapterPath(own, place.book, place.chapter)} replace />;
}
