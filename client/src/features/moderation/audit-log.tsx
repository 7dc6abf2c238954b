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
import { useCurrentUser } from "@/lib/use-auth";
import { auditSentence } from "./moderation-words";
import { undoEffect } from "./outcome-words";
import { useAuditLog, useUndoAction } from "./use-audit-log";

/** Every action the team has taken, newest first: who did what to whom, when and why. Admins may undo some. */
export function AuditLog() {
  const log = useAuditLog();
  const me = useCurrentUser();
  if (log.isPending) return <PersonSkeletons count={4} label="Loading the audit log" />;
  if (log.isError) return <LoadError title="We could not load the audit log" error={log.error} onRetry={log.refetch} />;
  const entries = log.data.pages.flat();
  if (entries.length === 0) {
    return <Card className="px-6 py-10 text-center text-sm text-muted-foreground">No actions yet. What the team does will be listed here.</Card>;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="overflow-hidden">
        <ol aria-label="Audit log" className="divide-y">
          {entries.map((entry) => (
            // Nobody undoes what was done about themselves.
            <AuditEntry key={entry.id} entry={entry} mayUndo={me.siteRole === "admin" && entry.subject?.id !== me.id} />
          ))}
        </ol>
      </Card>
      {log.hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {log.isFetchingNextPage ? "Loading..." : log.isFetchNextPageError ? "Try again" : "Load more"}
        </Button>
      )}
    </div>
  );
}

function AuditEntry({ entry, mayUndo }: { entry: ModerationAction; mayUndo: boolean }) {
  const effect = undoEffect(entry);
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="grid grid-cols-1 min-w-0 flex-1 basis-64 gap-1 text-sm">
        <p className="font-medium wrap-anywhere">
          {auditSentence(entry)}
          {entry.until && entry.action === "suspend" && (
            <span className="font-normal text-muted-foreground">
              {" "}
              until <time dateTime={entry.until}>{new Date(entry.until).toLocaleDateString()}</time>
            </span>
          )}
        </p>
        {/* A role change's reason is the sentence above. */}
        {entry.action !== "role" && <p className="wrap-anywhere whitespace-pre-line text-muted-foreground">“{entry.reason}”</p>}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <RelativeTime date={entry.createdAt} />
          {entry.undoneAt && (
            <Badge variant="outline">
              Undone{entry.undoneBy ? ` by ${displayName(entry.undoneBy)}` : ""}, <RelativeTime date={entry.undoneAt} />
            </Badge>
          )}
        </p>
      </div>
      {mayUndo && !entry.undoneAt && <UndoButton entry={entry} effect={effect} />}
    </li>
  );
}

function UndoButton({ entry, effect }: { entry: ModerationAction; effect: string }) {
  const undo = useUndoAction(entry);
  return (
    <ConfirmButton
      trigger="Undo"
      triggerProps={{ variant: "outline", size: "sm", "aria-label": `Undo: ${auditSentence(entry)}` }}
      title="Undo this action?"
      description={`${effect} The log keeps both the action and its undoing.`}
      confirmLabel="Undo"
      pendingLabel="Undoing..."
      pending={undo.isPending}
      onConfirm={(done) => undo.mutate(undefined, { onSettled: done })}
    />
  );
}
