import { translatedServerMessage } from "@/lib/server-messages";
import { useStore } from "@nanostores/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { displayName } from "@contract/display-name";
import { MAX_MODERATION_REASON, MAX_SUSPENSION_DAYS } from "@contract/limits";
import { ModerationActionBody, type ReportGroup } from "@contract/moderation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { moderationWords, type ReportAction } from "./moderation-words";
import { useModerationAction } from "./moderation-mutations";

export interface PendingAction {
  group: ReportGroup;
  action: ReportAction;
}

const DEFAULT_DAYS = "7";

type Name = { name: string };

const messages = i18n("moderation/action-dialog", {
  them: "them",
  dismissTitle: "Dismiss these reports?",
  postStays: "The post stays as it is; the reports are closed.",
  commentStays: "The comment stays as it is; the reports are closed.",
  groupStays: "The group stays as it is; the reports are closed.",
  eventStays: "The event stays as it is; the reports are closed.",
  messageStays: "The message stays as it is; the reports are closed.",
  userStays: "The person stays as it is; the reports are closed.",
  postStaysHeld: "The post stays as it is and shows again; the reports are closed.",
  commentStaysHeld: "The comment stays as it is and shows again; the reports are closed.",
  groupStaysHeld: "The group stays as it is and shows again; the reports are closed.",
  eventStaysHeld: "The event stays as it is and shows again; the reports are closed.",
  userStaysHeld: "The person stays as it is and shows again; the reports are closed.",
  removePost: "Remove this post?",
  removeComment: "Remove this comment?",
  removeGroup: "Remove this group?",
  removeEvent: "Remove this event?",
  removeMessage: "Remove this message?",
  removeUser: "Remove this person?",
  groupHidden: "The group is hidden from everyone. Its creator is told why.",
  hidden: params<Name>("It is hidden from everyone but {name}, who is told why."),
  warnTitle: params<Name>("Warn {name}?"),
  warnText: params<Name>("{name} is sent a warning with your reason. Nothing is taken down."),
  suspendTitle: params<Name>("Suspend {name}?"),
  suspendText: params<Name>("{name} cannot sign in until the suspension ends, and is told why."),
  banTitle: params<Name>("Ban {name}?"),
  banText: params<Name>("{name} cannot sign in until an admin lifts the ban, and is told why."),
  failed: "That could not be done. Please try again.",
  reason: "Reason",
  keptInLog: "Kept in the audit log.",
  keptAndTold: "Kept in the audit log, and told to the person.",
  days: "Days",
  cancel: "Cancel",
  working: "Working...",
});

type Messages = ReturnType<typeof messages.get>;

/** What each action does, said before the moderator confirms it. */
function consequence({ group, action }: PendingAction, t: Messages): { title: string; description: string } {
  const { type } = group.target;
  const name = group.target.subject ? displayName(group.target.subject) : t.them;
  switch (action) {
    case "dismiss":
      return {
        title: t.dismissTitle,
        description:
          group.target.moderation === "held"
            ? {
                post: t.postStaysHeld,
                comment: t.commentStaysHeld,
                group: t.groupStaysHeld,
                user: t.userStaysHeld,
                event: t.eventStaysHeld,
                event_comment: t.commentStaysHeld,
                message: t.messageStays,
              }[type]
            : {
                post: t.postStays,
                comment: t.commentStays,
                group: t.groupStays,
                user: t.userStays,
                event: t.eventStays,
                event_comment: t.commentStays,
                message: t.messageStays,
              }[type],
      };
    case "remove":
      return {
        title: {
          post: t.removePost,
          comment: t.removeComment,
          group: t.removeGroup,
          user: t.removeUser,
          event: t.removeEvent,
          event_comment: t.removeComment,
          message: t.removeMessage,
        }[type],
        // A removed group is hidden from its creator too; anything else still shows to whoever wrote or organised it.
        description: type === "group" ? t.groupHidden : t.hidden({ name }),
      };
    case "warn":
      return { title: t.warnTitle({ name }), description: t.warnText({ name }) };
    case "suspend":
      return { title: t.suspendTitle({ name }), description: t.suspendText({ name }) };
    case "ban":
      return { title: t.banTitle({ name }), description: t.banText({ name }) };
  }
}

/**
 * Asks for the reason (kept in the audit log and, but for a dismissal, told to the person),
 * and for a suspension how many days; then acts. The schema the server checks with checks the
 * form first; a refusal from the server shows in the dialog, which stays open.
 */
export function ActionDialog({
  pending,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  pending: PendingAction | null;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>{pending && <ActionForm pending={pending} onDone={onDone} />}</DialogContent>
    </Dialog>
  );
}

type Problems = { reason?: string; days?: string };

function ActionForm({ pending, onDone }: { pending: PendingAction; onDone: () => void }) {
  const t = useStore(messages);
  const w = useStore(moderationWords);
  const ids = useId();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [problems, setProblems] = useState<Problems>({});
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const daysBox = useRef<HTMLInputElement>(null);
  const act = useModerationAction({ onDone });
  const { title, description } = consequence(pending, t);
  const suspend = pending.action === "suspend";
  const refusal = act.isError ? (serverMessage(act.error) ?? t.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (act.isPending) return;
    const body = {
      action: pending.action,
      targetType: pending.group.target.type,
      targetId: pending.group.target.id,
      reason,
      ...(suspend && { days: days.trim() === "" ? undefined : Number(days) }),
    };
    const parsed = ModerationActionBody.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "reason" || field === "days") && !found[field]) found[field] = translatedServerMessage(issue.message);
      }
      setProblems(found);
      if (found.reason) reasonBox.current?.focus();
      else daysBox.current?.focus();
      return;
    }
    setProblems({});
    act.mutate({ group: pending.group, body: { action: parsed.data.action, reason: parsed.data.reason, days: parsed.data.days } });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${ids}-reason`}>{t.reason}</Label>
        <Textarea
          ref={reasonBox}
          id={`${ids}-reason`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblems((p) => ({ ...p, reason: undefined }));
          }}
          rows={3}
          required
          maxLength={MAX_MODERATION_REASON}
          disabled={act.isPending}
          aria-invalid={problems.reason ? true : undefined}
          aria-describedby={problems.reason ? `${ids}-reason-error` : `${ids}-reason-hint`}
        />
        {problems.reason ? (
          <p id={`${ids}-reason-error`} className="text-sm font-medium text-destructive">
            {problems.reason}
          </p>
        ) : (
          <p id={`${ids}-reason-hint`} className="text-xs text-muted-foreground">
            {pending.action === "dismiss" ? t.keptInLog : t.keptAndTold}
          </p>
        )}
      </div>
      {suspend && (
        <FormField
          ref={daysBox}
          label={t.days}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SUSPENSION_DAYS}
          required
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setProblems((p) => ({ ...p, days: undefined }));
          }}
          disabled={act.isPending}
          error={problems.days}
          className="w-32"
        />
      )}
      {refusal && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={act.isPending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant={pending.action === "dismiss" ? "default" : "destructive"} disabled={act.isPending}>
          {act.isPending ? t.working : w[pending.action]}
        </Button>
      </DialogFooter>
    </form>
  );
}
