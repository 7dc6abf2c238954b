import { useStore } from "@nanostores/react";
import type { Ref } from "react";
import { HandHeart } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { count, i18n } from "@/lib/i18n";

const messages = i18n("prayer/pray-now-summary", {
  nothingToPray: "Nothing to pray for just now",
  youPrayed: count({ one: "You prayed for {count} request", other: "You prayed for {count} requests" }),
  noPrayers: "No prayers this time",
  emptyList:
    "The prayer requests shared with you, in your network and your groups, wait here; one you have just prayed for comes back the next day.",
  finished: "That is every request for now. Thank you for carrying them to God.",
  comeBack: "Come back whenever you are ready; the requests will wait for you.",
  backToList: "Back to my prayer list",
  home: "Home",
});

/**
 * The end of a walk: how many requests were prayed for, and the way back. `finished` when the
 * list ran out rather than the walk being ended.
 */
export function PrayNowSummary({ prayed, finished, headingRef }: { prayed: number; finished: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useStore(messages);
  const emptyList = finished && prayed === 0;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <HandHeart aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold text-heading outline-none sm:text-3xl">
        {emptyList ? t.nothingToPray : prayed > 0 ? t.youPrayed(prayed) : t.noPrayers}
      </h2>
      <p className="max-w-md text-muted-foreground">{emptyList ? t.emptyList : finished ? t.finished : t.comeBack}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link href="/prayer" className={buttonVariants({ variant: "default" })}>
          {t.backToList}
        </Link>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}
