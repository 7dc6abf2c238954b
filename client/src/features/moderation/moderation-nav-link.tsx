import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import type { ReportsWaiting } from "@contract/moderation";
import { CountBadge } from "@/components/count-badge";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { count, i18n } from "@/lib/i18n";
import { REPORTS_COUNT_KEY } from "@/lib/moderation-cache";
import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";

const messages = i18n("moderation/moderation-nav-link", {
  moderation: "Moderation",
  waiting: count({ one: "Moderation, {count} report waiting", other: "Moderation, {count} reports waiting" }),
});

/**
 * How many reports wait for the team: read once the page's own content is on screen, then
 * kept by the live stream (and read again when a notice arrives, should the stream be down).
 */
function useReportsWaiting(): number {
  const open = useSecondaryRequestsOpen();
  useReadAgainOnNotice(REPORTS_COUNT_KEY);
  return useQuery<ReportsWaiting>({ queryKey: REPORTS_COUNT_KEY, enabled: open }).data?.count ?? 0;
}

/**
 * The team's way to the moderation page in the top navigation, with how many reports wait: its
 * name is always its label, and shown beside the shield on the widest screens.
 */
export function ModerationNavLink({ active, className }: { active: boolean; className: string }) {
  const t = useStore(messages);
  const waiting = useReportsWaiting();
  return (
    <Link
      href="/moderation"
      aria-current={active ? "page" : undefined}
      aria-label={waiting > 0 ? t.waiting(waiting) : t.moderation}
      title={t.moderation}
      className={className}
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {/* The shield and its count alone until the header has room for the word beside the search box. */}
      <span className="hidden 2xl:inline">{t.moderation}</span>
      {waiting > 0 && <CountBadge count={waiting} testId="reports-waiting-badge" />}
    </Link>
  );
}
