import { useStore } from "@nanostores/react";
import { ArrowRight, X } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { PrayerListItem } from "@contract/prayer-list";
import { RelativeTime } from "@/components/relative-time";
import { UserText } from "@/components/user-text";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { RequestAuthorAvatar, requestAuthorName } from "./request-author";
import { RequestBadges } from "./request-badges";

const messages = i18n("prayer/prayer-list-item", {
  asked: "Asked",
  answered: "Answered",
  latestUpdate: "Latest update",
  noUpdates: "No updates yet.",
  open: "Open the request",
  openFrom: params<{ name: string }>(" from {name}"),
  remove: "Remove",
  removeFrom: params<{ name: string }>(" the request from {name} from my list"),
});

/**
 * One request on my prayer list: who asked, what, its category, where it stands now (the
 * newest update, or "Answered" with what its author wrote of it), a link to the post and Remove.
 */
export function PrayerListItemCard({ item, onRemove }: { item: PrayerListItem; onRemove: (postId: number) => void }) {
  const t = useStore(messages);
  const id = useId();
  const { post, latestUpdate } = item;
  const name = requestAuthorName(post);
  return (
    <article aria-labelledby={`${id}-who`} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      {/* The badges wrap under the name on a narrow screen rather than squeeze it. */}
      <header className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <RequestAuthorAvatar post={post} className="size-10" />
        <div className="min-w-40 flex-1">
          <h2 id={`${id}-who`} dir="auto" className="truncate font-semibold text-foreground">
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t.asked} <RelativeTime date={post.createdAt} />
          </p>
        </div>
        <RequestBadges post={post} />
      </header>

      <UserText text={post.content} verses={post.verses} clamp="comment" className="mt-3 text-[0.9375rem] text-foreground" />

      {post.answeredAt && post.testimony && (
        <div className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 dark:border-emerald-900 dark:bg-emerald-950/50">
          <p className="text-xs font-semibold tracking-wide text-emerald-900 uppercase dark:text-emerald-200">
            {t.answered} <RelativeTime date={post.answeredAt} className="normal-case" />
          </p>
          <UserText text={post.testimony} clamp="comment" className="mt-1 text-sm text-foreground" />
        </div>
      )}

      {latestUpdate ? (
        <div className="mt-3 rounded-lg bg-muted px-3 py-2">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t.latestUpdate} <RelativeTime date={latestUpdate.createdAt} className="normal-case" />
          </p>
          <UserText text={latestUpdate.content} verses={latestUpdate.verses} clamp="comment" className="mt-1 text-sm text-foreground" />
        </div>
      ) : (
        !post.answeredAt && <p className="mt-3 text-sm text-muted-foreground">{t.noUpdates}</p>
      )}

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Link href={`/posts/${post.id}`} className={cn(buttonVariants({ variant: "link", size: "sm" }), "px-0")}>
          {t.open}
          <span className="sr-only">{t.openFrom({ name })}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
        <Button variant="ghost" size="sm" onClick={() => onRemove(post.id)} className="text-muted-foreground hover:text-foreground">
          <X aria-hidden="true" />
          {t.remove}
          <span className="sr-only">{t.removeFrom({ name })}</span>
        </Button>
      </footer>
    </article>
  );
}
