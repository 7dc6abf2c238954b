import { useStore } from "@nanostores/react";
import { UserPlus } from "lucide-react";
import { count, i18n } from "@/lib/i18n";
import { useConnectionRequests } from "./connection-requests-panel";

const messages = i18n("connections/pending-requests-notice", {
  waiting: count({ one: "{count} person wants to connect with you", other: "{count} people want to connect with you" }),
  review: "Review",
});

/**
 * On a phone the panels stack below the feed, which can be long: when someone is waiting for
 * an answer, say so above it, with a way down to the requests panel (no extra request: the
 * panel's query is shared).
 */
export function PendingRequestsNotice({ targetId, className }: { targetId: string; className?: string }) {
  const { data } = useConnectionRequests();
  const t = useStore(messages);
  const people = data?.length ?? 0;
  if (people === 0) return null;
  const jump = () => {
    const target = document.getElementById(targetId);
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
    target?.focus({ preventScroll: true });
  };
  return (
    <div className={className}>
      <button
        type="button"
        onClick={jump}
        className="flex w-full items-center gap-3 rounded-xl border border-primary/20 bg-secondary px-4 py-3 text-left text-sm font-semibold text-secondary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserPlus aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="flex-1">{t.waiting(people)}</span>
        <span className="text-primary">{t.review}</span>
      </button>
    </div>
  );
}
