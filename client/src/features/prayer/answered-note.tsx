import { useStore } from "@nanostores/react";
import { CircleCheck } from "lucide-react";
import type { Post } from "@contract/posts";
import { RelativeTime } from "@/components/relative-time";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";

const messages = i18n("prayer/answered-note", {
  answeredPrayer: "Answered prayer",
  prayerAnswered: "Prayer answered",
});

/** How the prayer was answered, in its author's words (a testimony is optional). */
export function AnsweredNote({ post }: { post: Post & { answeredAt: string } }) {
  const t = useStore(messages);
  return (
    <section
      aria-label={t.answeredPrayer}
      className="mx-4 mb-4 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-950 sm:mx-5 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-50"
    >
      <p className="flex flex-wrap items-center gap-x-1.5 font-semibold">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {t.prayerAnswered}
        <span aria-hidden="true">·</span>
        <RelativeTime date={post.answeredAt} className="font-normal opacity-80" />
      </p>
      {post.testimony && <UserText text={post.testimony} clamp="comment" className="mt-1 leading-relaxed" />}
    </section>
  );
}
