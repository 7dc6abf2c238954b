import { useStore } from "@nanostores/react";
import { CircleCheck, HandHeart } from "lucide-react";
import type { Post } from "@contract/posts";
import { i18n } from "@/lib/i18n";
import { categoryLabels } from "./prayer-category-words";

const messages = i18n("prayer/prayer-banner", {
  prayerRequest: "Prayer Request",
  category: "Category: ",
  answered: "Answered",
  closed: "Closed",
});

/**
 * The band at the top of a prayer request: "Prayer Request", its category, and where it
 * stands (answered, or closed by its author).
 */
export function PrayerBanner({ post }: { post: Post }) {
  const t = useStore(messages);
  const labels = useStore(categoryLabels);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-gold/40 bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground sm:px-5">
      <p className="flex items-center gap-2">
        <HandHeart aria-hidden="true" className="size-4" />
        {t.prayerRequest}
      </p>
      {post.category && (
        <span className="inline-flex items-center rounded-full border border-gold/50 bg-card/70 px-2 py-0.5 text-xs font-semibold">
          <span className="sr-only">{t.category}</span>
          {labels[post.category]}
        </span>
      )}
      <span className="ml-auto flex items-center gap-1.5">
        {post.answeredAt && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t.answered}
          </span>
        )}
        {post.closedAt && !post.answeredAt && (
          <span className="inline-flex items-center rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
            {t.closed}
          </span>
        )}
      </span>
    </div>
  );
}
