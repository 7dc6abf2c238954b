import { displayName } from "@contract/display-name";
import type { ReportGroup } from "@contract/moderation";
import { RelativeTime } from "@/components/relative-time";
import { auditSentence } from "./moderation-words";

/** What the subject has had before: reports, past actions, and a hold that stands. */
export function SubjectRecord({ group }: { group: ReportGroup }) {
  const { target, history, reportsAgainstSubject, hold } = group;
  if (!target.subject) return null;
  const name = displayName(target.subject);
  return (
    <section aria-label={`History of ${name}`} className="grid grid-cols-1 gap-2 text-sm">
      <h4 className="font-semibold">{name}'s history</h4>
      <p className="text-muted-foreground">
        {reportsAgainstSubject === 1 ? "1 report" : `${reportsAgainstSubject} reports`} against them in all
        {history.length === 0 ? "; no action taken before." : "."}
      </p>
      {hold && (
        <p className="rounded-md bg-destructive/10 px-3 py-2 font-medium text-destructive">
          {hold.kind === "ban" ? "Banned" : "Suspended"}
          {hold.until && (
            <>
              {" "}
              until <time dateTime={hold.until}>{new Date(hold.until).toLocaleDateString()}</time>
            </>
          )}
          : <span className="font-normal">{hold.reason}</span>
        </p>
      )}
      {history.length > 0 && (
        <ul className="grid grid-cols-1 gap-1.5">
          {history.map((entry) => (
            <li key={entry.id} className="wrap-anywhere text-muted-foreground">
              <span className="text-foreground">{auditSentence(entry)}</span>, <RelativeTime date={entry.createdAt} />
              {entry.undoneAt && " (undone)"}: “{entry.reason}”
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
