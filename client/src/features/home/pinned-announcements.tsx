import { useStore } from "@nanostores/react";
import { ArrowRight, Megaphone, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { Announcement } from "@contract/churches";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UserText } from "@/components/user-text";
import { i18n, params } from "@/lib/i18n";
import { usePutAwayAnnouncement } from "./pinned-announcement-mutations";

const messages = i18n("home/pinned-announcements", {
  pinned: "Pinned announcements",
  announcement: "Announcement",
  readMore: "Read more",
  readMoreNamed: params<{ title: string }>("Read more: {title}"),
  putAway: "Put away",
  putAwayNamed: params<{ title: string }>("Put away: {title}"),
  putAwayHint: "It leaves your home page; it stays on the church's page.",
});

/**
 * Above the feed, a card for each announcement my churches pinned and I have not put away:
 * the church (to its page), the title, the words (a long text cut, with the way to the rest on
 * the church's page) and 'Put away'.
 */
export function PinnedAnnouncements({ announcements }: { announcements: Announcement[] }) {
  const t = useStore(messages);
  const ids = useId();
  const list = useRef<HTMLUListElement>(null);
  // The card put away goes: the focus moves to the one that takes its place, else the one before.
  const putAwayAt = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list has lost the card put away
  useEffect(() => {
    const index = putAwayAt.current;
    if (index === null) return;
    putAwayAt.current = null;
    const cards = list.current?.querySelectorAll<HTMLElement>("article");
    (cards?.[index] ?? cards?.[index - 1])?.focus();
  }, [announcements]);

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="sr-only">
        {t.pinned}
      </h2>
      <ul ref={list} className="grid gap-4">
        {announcements.map((announcement, index) => (
          <PinnedCard
            key={announcement.id}
            announcement={announcement}
            onPutAway={() => {
              putAwayAt.current = index;
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function PinnedCard({ announcement, onPutAway }: { announcement: Announcement; onPutAway: () => void }) {
  const t = useStore(messages);
  const ids = useId();
  const putAway = usePutAwayAnnouncement(announcement);
  const body = useRef<HTMLDivElement>(null);
  // Whether the clamp hides some of the words: only then is there a 'Read more'.
  const [cut, setCut] = useState(false);
  const { church } = announcement;
  const page = `/churches/${church.slug}?tab=announcements`;

  // Measured before the first paint, and again when the words or the width change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words must be measured again, even at the same size
  useLayoutEffect(() => {
    const text = body.current?.firstElementChild;
    if (!text) return;
    const measure = () => setCut(text.scrollHeight - text.clientHeight > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [announcement.body]);

  return (
    <li>
      <Card className="relative overflow-hidden border-gold/50">
        <div aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-gold" />
        <article
          tabIndex={-1}
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-church`}
          className="grid gap-2 p-4 pl-5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:p-5 sm:pl-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div id={`${ids}-church`} className="flex min-w-0 items-center gap-2.5">
              <span
                role="img"
                aria-label={t.announcement}
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
              >
                <Megaphone aria-hidden="true" className="size-4" />
              </span>
              <p className="grid min-w-0 text-xs text-muted-foreground">
                <Link
                  href={`/churches/${church.slug}`}
                  dir="auto"
                  className="justify-self-start text-sm font-semibold wrap-anywhere text-primary hover:underline"
                >
                  {church.name}
                </Link>
                <RelativeTime date={announcement.createdAt} />
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="-mt-1 -mr-2 h-8 shrink-0 px-2.5 text-muted-foreground hover:text-foreground"
              aria-label={t.putAwayNamed({ title: announcement.title })}
              title={t.putAwayHint}
              disabled={putAway.isPending}
              onClick={() => {
                onPutAway();
                putAway.mutate();
              }}
            >
              <X aria-hidden="true" />
              {t.putAway}
            </Button>
          </div>
          <h3 id={`${ids}-title`} dir="auto" className="text-base leading-snug font-semibold wrap-anywhere sm:text-lg">
            {announcement.title}
          </h3>
          <div ref={body}>
            {/* Paragraphs close up here, so that the few lines shown carry words; the church's page keeps them apart. */}
            <UserText
              text={announcement.body.replace(/\n\s*\n+/g, "\n")}
              className="line-clamp-4 text-[0.95rem] leading-relaxed text-foreground/90"
            />
          </div>
          {cut && (
            <Link
              href={page}
              aria-label={t.readMoreNamed({ title: announcement.title })}
              className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t.readMore}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          )}
        </article>
      </Card>
    </li>
  );
}
