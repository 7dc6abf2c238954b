import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { ReportGroup } from "@contract/moderation";
import { RelativeTime } from "@/components/relative-time";
import { reasonLabels, reportReasonWords } from "@/features/safety/report-reason-words";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserText } from "@/components/user-text";
import { count, i18n, params } from "@/lib/i18n";
import { moderationWords, type ReportAction } from "./moderation-words";
import { PersonLink, ReportedTarget } from "./reported-target";
import { SubjectRecord } from "./subject-record";

const messages = i18n("moderation/report-group-card", {
  formerMember: "a former member",
  aGroup: "a group",
  anEvent: "an event",
  person: params<{ name: string }>("Person: {name}"),
  group: params<{ name: string }>("Group: {name}"),
  event: params<{ title: string }>("Event: {title}"),
  postBy: params<{ name: string }>("Post by {name}"),
  commentBy: params<{ name: string }>("Comment by {name}"),
  messageBy: params<{ name: string }>("Private message by {name}"),
  reportCount: count({ one: "{count} report", other: "{count} reports" }),
  held: "Hidden until reviewed",
  removed: "Removed",
  deleted: "Deleted",
  reports: "Reports",
});

type Messages = ReturnType<typeof messages.get>;

/** The element id of a group of reports in the queue, for moving focus to it. */
export const reportGroupId = (group: ReportGroup) => `reports-${group.target.type}-${group.target.id}`;

/** What a moderator may do to this target (a person cannot be removed; a deleted thing only dismissed or its author acted on). */
function actionsFor(group: ReportGroup): ReportAction[] {
  const { target } = group;
  const onPerson: ReportAction[] = target.subject ? ["warn", "suspend", "ban"] : [];
  const remove: ReportAction[] = target.type !== "user" && !target.gone && target.moderation !== "removed" ? ["remove"] : [];
  return ["dismiss", ...remove, ...onPerson];
}

/** The heading of a group: "Post by Ruth Moab", "Person: Ruth Moab", "Group: Psalms", "Event: Harvest supper". */
function headingOf(group: ReportGroup, t: Messages): string {
  const { target } = group;
  const name = target.subject ? displayName(target.subject) : t.formerMember;
  switch (target.type) {
    case "user":
      return t.person({ name });
    case "group":
      return t.group({ name: target.groupName ?? t.aGroup });
    case "event":
      return t.event({ title: target.eventTitle ?? t.anEvent });
    case "post":
      return t.postBy({ name });
    case "comment":
    case "event_comment":
      return t.commentBy({ name });
    case "message":
      return t.messageBy({ name });
  }
}

/** One target's open reports in the queue: it in context, who reported it and why, the subject's record, and what to do. */
export function ReportGroupCard({ group, onAct }: { group: ReportGroup; onAct: (action: ReportAction) => void }) {
  const t = useStore(messages);
  const w = useStore(moderationWords);
  const reasons = reasonLabels(useStore(reportReasonWords));
  const id = reportGroupId(group);
  const total = group.reports.length;
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="min-w-0 overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <header className="flex flex-wrap items-center gap-2 border-b px-4 py-3 sm:px-5">
        <h3 id={`${id}-title`} dir="auto" className="min-w-0 font-semibold wrap-anywhere">
          {headingOf(group, t)}
        </h3>
        <Badge variant="gold">{t.reportCount(total)}</Badge>
        {group.target.moderation === "held" && <Badge variant="outline">{t.held}</Badge>}
        {group.target.moderation === "removed" && <Badge variant="outline">{t.removed}</Badge>}
        {group.target.gone && <Badge variant="outline">{t.deleted}</Badge>}
      </header>
      <div className="grid grid-cols-1 gap-5 px-4 py-4 sm:px-5">
        <ReportedTarget target={group.target} />
        <section aria-label={t.reports} className="grid grid-cols-1 gap-2">
          <h4 className="text-sm font-semibold">{t.reports}</h4>
          <ul className="grid grid-cols-1 gap-3">
            {group.reports.map((report) => (
              <li key={report.id} className="grid grid-cols-1 gap-1 text-sm">
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <PersonLink person={report.reporter} />
                  <Badge variant="secondary">{reasons[report.reason]}</Badge>
                  <RelativeTime date={report.createdAt} className="text-xs text-muted-foreground" />
                </p>
                {report.details && <UserText text={report.details} clamp="comment" className="pl-9 text-muted-foreground" />}
              </li>
            ))}
          </ul>
        </section>
        <SubjectRecord group={group} />
      </div>
      <footer className="flex flex-wrap gap-2 border-t bg-muted/30 px-4 py-3 sm:px-5">
        {actionsFor(group).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === "dismiss" ? "outline" : action === "remove" ? "default" : "ghost"}
            className={action === "suspend" || action === "ban" ? "text-destructive hover:bg-destructive/10 hover:text-destructive" : undefined}
            aria-haspopup="dialog"
            onClick={() => onAct(action)}
          >
            {w[action]}
          </Button>
        ))}
      </footer>
    </article>
  );
}
