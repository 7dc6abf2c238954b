import { useStore } from "@nanostores/react";
import { HandHeart, SkipForward, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { PrayNowRequest } from "@/features/prayer/pray-now-request";
import { PrayNowSummary } from "@/features/prayer/pray-now-summary";
import { usePrayNow } from "@/features/prayer/use-pray-now";
import { usePrayNowKeys } from "@/features/prayer/use-pray-now-keys";
import { count, i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/pray-now", {
  title: "Pray now",
  amened: count({ one: "Amen. You have prayed for {count}.", other: "Amen. You have prayed for {count}." }),
  skipped: "Skipped.",
  nextRequest: "Next request.",
  allDone: "That is every request for now.",
  ended: "Prayer time ended.",
  // Followed by the number prayed for so far.
  prayed: "Prayed:",
  end: "End",
  loadFailed: "We could not load the next request",
  finding: "Finding a request to pray for...",
  skip: "Skip",
  amen: "Amen",
  // The keyboard's keys, as shown beside the buttons: "Keys: Enter or A Amen · S or → Skip · Esc End".
  keys: "Keys:",
  or: "or",
  enterKey: "Enter",
  escKey: "Esc",
});

type Words = ReturnType<typeof messages.get>;

/** What the live region says as the walk moves on (the new request's heading takes the focus). */
function announcement(walk: ReturnType<typeof usePrayNow>, t: Words): string {
  const step = walk.lastStep === "amen" ? t.amened(walk.prayed) : walk.lastStep === "skip" ? t.skipped : "";
  const after = (next: string) => (step ? `${step} ${next}` : next);
  // The first request needs no word: its heading takes the focus and is read out.
  if (walk.phase === "praying") return step && after(t.nextRequest);
  if (walk.phase === "done") return after(t.allDone);
  if (walk.phase === "ended") return t.ended;
  return "";
}

/**
 * "Pray now": a quiet, full-screen walk through the prayer requests shared with me (my feed and
 * my groups), one request at a time, without the app's navigation around it.
 */
export function PrayNowPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const walk = usePrayNow();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = walk.phase === "done" || walk.phase === "ended";

  usePrayNowKeys({
    amen: walk.sayAmen,
    skip: walk.skip,
    // Escape ends the walk, and on its summary leaves it.
    end: () => (summary ? navigate("/prayer") : walk.end()),
  });

  // Each new request, and the summary, takes the focus, so a screen reader reads it next.
  const focusKey = summary ? "summary" : walk.phase === "praying" ? `post-${walk.post?.id}` : null;
  useEffect(() => {
    if (focusKey) heading.current?.focus();
  }, [focusKey]);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3 px-4 pt-4 sm:px-6 sm:pt-6">
        <h1 className="flex items-center gap-2 font-serif text-lg font-semibold text-heading">
          <HandHeart aria-hidden="true" className="size-5 text-gold" />
          {t.title}
        </h1>
        <div className="flex items-center gap-3">
          {!summary && (
            <p className="text-sm text-muted-foreground" aria-hidden="true">
              {t.prayed} <span className="font-semibold text-foreground tabular-nums">{walk.prayed}</span>
            </p>
          )}
          {!summary && (
            <Button variant="ghost" size="sm" onClick={walk.end}>
              <X aria-hidden="true" />
              {t.end}
            </Button>
          )}
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-8 sm:px-6">
        <p role="status" aria-live="polite" className="sr-only">
          {announcement(walk, t)}
        </p>
        {summary ? (
          <PrayNowSummary prayed={walk.prayed} finished={walk.phase === "done"} headingRef={heading} />
        ) : walk.phase === "error" ? (
          <LoadError title={t.loadFailed} error={walk.error} onRetry={walk.retry} />
        ) : walk.phase === "loading" || !walk.post ? (
          <FullPageSpinner label={t.finding} className="py-16" />
        ) : (
          <PrayNowRequest post={walk.post} updates={walk.updates} headingRef={heading} />
        )}
      </main>

      {!summary && (
        <footer className="sticky bottom-0 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-2 px-4 py-4 sm:px-6">
            <div className="flex gap-3">
              <Button variant="outline" size="lg" className="flex-1 sm:flex-none" onClick={walk.skip} disabled={walk.busy}>
                <SkipForward aria-hidden="true" />
                {t.skip}
              </Button>
              <Button variant="gold" size="lg" className="flex-1" onClick={walk.sayAmen} disabled={walk.busy}>
                <HandHeart aria-hidden="true" />
                {t.amen}
              </Button>
            </div>
            <p className="hidden text-center text-xs text-muted-foreground sm:block">
              {t.keys} <kbd className="font-sans font-semibold">{t.enterKey}</kbd> {t.or} <kbd className="font-sans font-semibold">A</kbd>{" "}
              {t.amen} · <kbd className="font-sans font-semibold">S</kbd> {t.or} <kbd className="font-sans font-semibold">→</kbd> {t.skip} ·{" "}
              <kbd className="font-sans font-semibold">{t.escKey}</kbd> {t.end}
            </p>
          </div>
        </footer>
      )}
    </div>
  );
}
