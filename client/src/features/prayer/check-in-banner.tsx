import { useStore } from "@nanostores/react";
import { HandHeart } from "lucide-react";
import { useState } from "react";
import type { Post } from "@contract/posts";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { LazyMarkAnsweredDialog } from "./lazy-prayer-dialogs";
import { useCheckIn } from "./prayer-mutations";

const messages = i18n("prayer/check-in-banner", {
  stillNeed: "Still need prayer?",
  itHasBeen: "It has been a while since you shared this. Let those praying know where things stand.",
  keepPraying: "Keep praying",
  markAnswered: "Mark answered",
  close: "Close",
});

/**
 * Shown to the author of a request that went a month without news: keep it in people's
 * prayers, tell them it was answered, or close it (it leaves the feed, stays on the profile).
 */
export function CheckInBanner({ post }: { post: Post }) {
  const t = useStore(messages);
  const checkIn = useCheckIn(post.id);
  const [answering, setAnswering] = useState(false);
  return (
    <section aria-label={t.stillNeed} className="mx-4 mb-4 rounded-lg border border-gold/50 bg-accent/60 px-3 py-3 text-sm sm:mx-5">
      <p className="flex items-center gap-2 font-semibold text-accent-foreground">
        <HandHeart aria-hidden="true" className="size-4 shrink-0" />
        {t.stillNeed}
      </p>
      <p className="mt-0.5 text-muted-foreground">{t.itHasBeen}</p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        <Button size="sm" disabled={checkIn.isPending} onClick={() => checkIn.mutate("keep")}>
          {t.keepPraying}
        </Button>
        <Button size="sm" variant="outline" disabled={checkIn.isPending} onClick={() => setAnswering(true)}>
          {t.markAnswered}
        </Button>
        <Button size="sm" variant="ghost" disabled={checkIn.isPending} onClick={() => checkIn.mutate("close")}>
          {t.close}
        </Button>
      </div>
      <LazyMarkAnsweredDialog postId={post.id} open={answering} onOpenChange={setAnswering} />
    </section>
  );
}
