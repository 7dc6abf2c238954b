import { useStore } from "@nanostores/react";
import { type Ref, useEffect, useRef } from "react";
import type { Post } from "@contract/posts";
import type { PrayerUpdate } from "@contract/prayer";
import { RelativeTime } from "@/components/relative-time";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";
import { RequestAuthorAvatar, requestAuthorName } from "./request-author";
import { RequestBadges } from "./request-badges";

const messages = i18n("prayer/pray-now-request", {
  prayingFor: "Praying for the request of ",
  asked: "Asked",
  answered: "Answered",
  updates: "Updates",
});

/** Each new request eases in, unless the reader asked for less motion. */
function useEaseIn(key: number) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new request, which is what `key` names
  useEffect(() => {
    const element = box.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.animate(
      [
        { opacity: 0, transform: "translateY(6px)" },
        { opacity: 1, transform: "none" },
      ],
      { duration: 350, easing: "ease-out" },
    );
  }, [key]);
  return box;
}

/**
 * The request being prayed for: who asked, what, and how it went on since (its updates, oldest
 * first). Its heading takes the focus when it appears, so a screen reader starts reading there.
 */
export function PrayNowRequest({ post, updates, headingRef }: { post: Post; updates: PrayerUpdate[]; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useStore(messages);
  const box = useEaseIn(post.id);
  const name = requestAuthorName(post);
  return (
    <div ref={box} className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <RequestAuthorAvatar post={post} className="size-12" />
        <div className="min-w-0 flex-1">
          <h2 ref={headingRef} tabIndex={-1} dir="auto" className="text-lg font-semibold wrap-anywhere text-foreground outline-none">
            <span className="sr-only">{t.prayingFor}</span>
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t.asked} <RelativeTime date={post.createdAt} />
          </p>
        </div>
      </div>
      <RequestBadges post={post} />
      <UserText
        text={post.content}
        verses={post.verses}
        mentions={post.mentions}
        className="font-serif text-xl leading-relaxed text-foreground sm:text-2xl"
      />
      {post.answeredAt && post.testimony && (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 dark:border-emerald-900 dark:bg-emerald-950/50">
          <p className="text-xs font-semibold tracking-wide text-emerald-900 uppercase dark:text-emerald-200">{t.answered}</p>
          <UserText text={post.testimony} className="mt-1 text-foreground" />
        </div>
      )}
      {updates.length > 0 && (
        <section aria-label={t.updates} className="border-t pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.updates}</h3>
          <ol className="mt-3 flex flex-col gap-4 border-l-2 border-gold/50 pl-4">
            {updates.map((update) => (
              <li key={update.id}>
                <p className="text-xs text-muted-foreground">
                  <RelativeTime date={update.createdAt} />
                </p>
                <UserText text={update.content} className="mt-0.5 text-foreground" />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
