import { useStore } from "@nanostores/react";
import { LoaderCircle } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { ModerationAction } from "@contract/moderation";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/confirm-button";
import { i18n, formatLocale, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { auditSentence, moderationWords } from "./moderation-words";
import { isUndoable, outcomeWords, type UndoableEntry, undoEffect } from "./outcome-words";
import { useUndoAction } from "./audit-log-mutations";
import { useAuditLog } from "./audit-log-queries";

const messages = i18n("moderation/audit-log", {
  loading: "Loading the audit log",
  loadError: "We could not load the audit log",
  empty: "No actions yet. What the team does will be listed here.",
  log: "Audit log",
  loadingMore: "Loading...",
  tryAgain: "Try again",
  loadMore: "Load more",
  until: "until",
  undone: "Undone",
  undoneBy: params<{ name: string }>("Undone by {name}"),
  undo: "Undo",
  undoLabel: params<{ action: string }>("Undo: {action}"),
  undoTitle: "Undo this action?",
  undoText: params<{ effect: string }>("{effect} The log keeps both the action and its undoing."),
  undoing: "Undoing...",
});

/** Every action the team has taken, newest first: who did what to whom, when and why. Admins may undo some. */
export function AuditLog() {
  const t = useStore(messages);
  const log = useAuditLog();
  const me = useCurrentUser();
  if (log.isPending) return <PersonSkeletons count={4} label={t.loading} />;
  if (log.isError) return <LoadError title={t.loadError} error={log.error} onRetry={log.refetch} />;
  const entries = log.data.pages.flat();
  if (entries.length === 0) {
    return <Card className="px-6 py-10 text-center text-sm text-muted-foreground">{t.empty}</Card>;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="overflow-hidden">
        <ol aria-label={t.log} className="divide-y">
          {entries.map((entry) => (
            // Nobody undoes what was done about themselves.
            <AuditEntry key={entry.id} entry={entry} mayUndo={me.siteRole === "admin" && entry.subject?.id !== me.id} />
          ))}
        </ol>
      </Card>
      {log.hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {log.isFetchingNextPage ? t.loadingMore : log.isFetchNextPageError ? t.tryAgain : t.loadMore}
        </Button>
      )}
    </div>
  );
}

// Where the sentence says all the entry holds, its reason is not shown again: the role a
// change gave, the name of a sign-up answered, the settings changed.
const SAID_IN_SENTENCE: ReadonlySet<ModerationAction["action"]> = new Set(["role", "admit", "decline", "site"]);

function AuditEntry({ entry, mayUndo }: { entry: ModerationAction; mayUndo: boolean }) {
  const t = useStore(messages);
  const w = useStore(moderationWords);
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="grid grid-cols-1 min-w-0 flex-1 basis-64 gap-1 text-sm">
        <p className="font-medium wrap-anywhere">
          {auditSentence(entry, w)}
          {entry.until && entry.action === "suspend" && (
            <span className="font-normal text-muted-foreground">
              {" "}
              {t.until} <time dateTime={entry.until}>{new Date(entry.until).toLocaleDateString(formatLocale())}</time>
            </span>
          )}
        </p>
        {!SAID_IN_SENTENCE.has(entry.action) && <p className="wrap-anywhere whitespace-pre-line text-muted-foreground">“{entry.reason}”</p>}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <RelativeTime date={entry.createdAt} />
          {entry.undoneAt && (
            <Badge variant="outline">
              {entry.undoneBy ? t.undoneBy({ name: displayName(entry.undoneBy) }) : t.undone}, <RelativeTime date={entry.undoneAt} />
            </Badge>
          )}
        </p>
      </div>
      {mayUndo && isUndoable(entry) && !entry.undoneAt && <UndoButton entry={entry} />}
    </li>
  );
}

function UndoButton({ entry }: { entry: UndoableEntry }) {
  const t = useStore(messages);
  const w = useStore(moderationWords);
  const o = useStore(outcomeWords);
  const effect = undoEffect(entry, o, w);
  const undo = useUndoAction(entry);
  return (
    <ConfirmButton
      trigger={t.undo}
      triggerProps={{ variant: "outline", size: "sm", "aria-label": t.undoLabel({ action: auditSentence(entry, w) }) }}
      title={t.undoTitle}
      description={t.undoText({ effect })}
      confirmLabel={t.undo}
      pendingLabel={t.undoing}
      pending={undo.isPending}
      onConfirm={(done) => undo.mutate(undefined, { onSettled: done })}
    />
  );
}
