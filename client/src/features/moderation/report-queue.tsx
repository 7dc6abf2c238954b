import { useStore } from "@nanostores/react";
import { CircleCheck } from "lucide-react";
import { useRef, useState } from "react";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { PostSkeleton } from "@/components/post-skeleton";
import { i18n } from "@/lib/i18n";
import type { PendingAction } from "./action-dialog";
import { LazyActionDialog } from "./lazy-action-dialog";
import { ReportGroupCard, reportGroupId } from "./report-group-card";
import { useReportGroups } from "./moderation-queries";

const messages = i18n("moderation/report-queue", {
  loading: "Loading reports",
  loadError: "We could not load the reports",
  allClear: "All clear",
  noReports: "There are no open reports. New ones will be waiting here.",
  openReports: "Open reports",
});

const EMPTY_ID = "reports-all-clear";

/**
 * The open reports, the most reported first. Acting on one asks for a reason; once done the
 * group leaves the list and the focus moves on to the next one (or to the all-clear).
 */
export function ReportQueue() {
  const t = useStore(messages);
  const groups = useReportGroups();
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Where the focus goes when the dialog closes after acting (its opener has left the page).
  const focusNext = useRef<string | null>(null);

  if (groups.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid grid-cols-1 gap-4">
        <PostSkeleton />
        <PostSkeleton />
      </div>
    );
  }
  if (groups.isError) return <LoadError title={t.loadError} error={groups.error} onRetry={groups.refetch} />;

  const list = groups.data;
  const onDone = () => {
    if (!pending) return;
    const at = list.findIndex((g) => reportGroupId(g) === reportGroupId(pending.group));
    const next = list[at + 1] ?? list[at - 1];
    focusNext.current = next ? reportGroupId(next) : EMPTY_ID;
    setPending(null);
  };

  return (
    <>
      {list.length === 0 ? (
        <EmptyStateCard
          id={EMPTY_ID}
          tabIndex={-1}
          icon={CircleCheck}
          tone="secondary"
          title={t.allClear}
          titleAs="h3"
          text={t.noReports}
          textClassName="max-w-sm"
          className="outline-none"
        />
      ) : (
        <ul aria-label={t.openReports} className="grid grid-cols-1 gap-5">
          {list.map((group) => (
            <li key={reportGroupId(group)}>
              <ReportGroupCard group={group} onAct={(action) => setPending({ group, action })} />
            </li>
          ))}
        </ul>
      )}
      <LazyActionDialog
        pending={pending}
        onOpenChange={(open) => !open && setPending(null)}
        onDone={onDone}
        onCloseAutoFocus={(event) => {
          const id = focusNext.current;
          focusNext.current = null;
          const target = id && document.getElementById(id);
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      />
    </>
  );
}
