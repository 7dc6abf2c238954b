import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { ReportGroup } from "@contract/moderation";
import { RelativeTime } from "@/components/relative-time";
import { count, i18n, formatLocale, params } from "@/lib/i18n";
import { auditSentence, moderationWords } from "./moderation-words";

const messages = i18n("moderation/subject-record", {
  historyOf: params<{ name: string }>("History of {name}"),
  history: params<{ name: string }>("{name}'s history"),
  reports: count({ one: "{count} report against them in all.", other: "{count} reports against them in all." }),
  reportsNoAction: count({
    one: "{count} report against them in all; no action taken before.",
    other: "{count} reports against them in all; no action taken before.",
  }),
  banned: "Banned",
  suspended: "Suspended",
  until: "until",
  undone: "undone",
});

/** What the subject has had before: reports, past actions, and a hold that stands. */
export function SubjectRecord({ group }: { group: ReportGroup }) {
  const t = useStore(messages);
  const w = useStore(moderationWords);
  const { target, history, reportsAgainstSubject, hold } = group;
  if (!target.subject) return null;
  const name = displayName(target.subject);
  return (
    <section aria-label={t.historyOf({ name })} className="grid grid-cols-1 gap-2 text-sm">
      <h4 className="font-semibold">{t.history({ name })}</h4>
      <p className="text-muted-foreground">{(history.length === 0 ? t.reportsNoAction : t.reports)(reportsAgainstSubject)}</p>
      {hold && (
        <p className="rounded-md bg-destructive/10 px-3 py-2 font-medium text-destructive">
          {hold.kind === "ban" ? t.banned : t.suspended}
          {hold.until && (
            <>
              {" "}
              {t.until} <time dateTime={hold.until}>{new Date(hold.until).toLocaleDateString(formatLocale())}</time>
            </>
          )}
          : <span className="font-normal">{hold.reason}</span>
        </p>
      )}
      {history.length > 0 && (
        <ul className="grid grid-cols-1 gap-1.5">
          {history.map((entry) => (
            <li key={entry.id} className="wrap-anywhere text-muted-foreground">
              <span className="text-foreground">{auditSentence(entry, w)}</span>, <RelativeTime date={entry.createdAt} />
              {entry.undoneAt && ` (${t.undone})`}: “{entry.reason}”
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
