import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { Share2 } from "lucide-react";
import { Link } from "wouter";
import type { VerseOfTheDay } from "@contract/bible-verse-of-the-day";
import { PanelCard } from "@/components/panel-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { offerToComposer } from "@/lib/composer-offer";
import { throwIfNotOk } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n, params } from "@/lib/i18n";
import { passageName, passagePath, useBibleTranslation } from "@/lib/bible-translation";

const messages = i18n("bible/verse-of-the-day-card", {
  title: "Verse of the Day",
  loading: "Loading the verse of the day",
  loadFailed: params<{ reason: string }>("The verse of the day could not be loaded: {reason}"),
  unknownReason: "the connection failed",
  tryAgain: "Try again",
  share: "Share",
  shareVerse: params<{ reference: string }>("Share {reference} in a post"),
  // A shared verse as the post reads: its words, where they are, and in which translation.
  post: params<{ text: string; reference: string; abbreviation: string }>("“{text}” — {reference} ({abbreviation})"),
});

const VERSE_OF_THE_DAY_URL = "/api/bible/verse-of-the-day";

/**
 * Today's verse where this device is. The zone goes with the request, and today's date is in
 * the key: a page drawn again after midnight asks for the new day's verse.
 */
function useVerseOfTheDay(translation: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return useQuery<VerseOfTheDay>({
    queryKey: [VERSE_OF_THE_DAY_URL, translation, timeZone, new Date().toDateString()],
    queryFn: async ({ signal }) => {
      const res = await fetch(`${VERSE_OF_THE_DAY_URL}?${new URLSearchParams({ translation, timeZone })}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as VerseOfTheDay;
    },
    // Asked for once the feed is on screen (lib/feed-first.ts).
    enabled: useSecondaryRequestsOpen(),
  });
}

/**
 * "Verse of the Day": a passage for today, in the reader's translation, with its place (which
 * opens the reader there) and a Share button that puts it into the composer, for the member to
 * send as it is or with words of their own.
 */
export function VerseOfTheDayCard({ id, className }: { id: string; className?: string }) {
  const t = useStore(messages);
  const day = useVerseOfTheDay(useBibleTranslation());
  return (
    <PanelCard id={id} title={t.title} className={className}>
      {day.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ) : day.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-destructive">
            {t.loadFailed({ reason: serverMessage(day.error) ?? t.unknownReason })}
          </p>
          <Button variant="outline" size="sm" disabled={day.isFetching} onClick={() => void day.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <TodaysVerse day={day.data} />
      )}
    </PanelCard>
  );
}

function TodaysVerse({ day }: { day: VerseOfTheDay }) {
  const t = useStore(messages);
  const { passage } = day;
  const reference = passageName(passage.verses);
  const text = passage.verses
    .map((verse) => verse.text)
    .filter(Boolean)
    .join(" ");
  const share = () => offerToComposer(t.post({ text, reference, abbreviation: passage.translation.abbreviation }));
  return (
    <div className="grid gap-4">
      <figure className="grid gap-3">
        <blockquote className="font-serif text-lg leading-relaxed text-pretty text-heading">
          <p>{text}</p>
        </blockquote>
        <figcaption className="text-sm">
          <Link href={passagePath(passage.translation.code, day.ref)} className="font-semibold text-primary hover:underline">
            {reference}
          </Link>{" "}
          <abbr title={passage.translation.name} className="text-muted-foreground no-underline">
            {passage.translation.abbreviation}
          </abbr>
        </figcaption>
      </figure>
      <Button variant="outline" size="sm" aria-label={t.shareVerse({ reference })} onClick={share} className="justify-self-start">
        <Share2 aria-hidden="true" />
        {t.share}
      </Button>
    </div>
  );
}
