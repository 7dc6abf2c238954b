import { translatedServerMessage } from "@/lib/server-messages";
import { useStore } from "@nanostores/react";
import { reasonLabels, reportReasonWords } from "./report-reason-words";
import { useId, useRef, useState, type FormEvent } from "react";
import { MAX_REPORT_DETAILS } from "@contract/limits";
import { CreateReportBody, REPORT_REASONS, type ReportReason, type ReportTarget } from "@contract/moderation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useReport } from "./report-mutations";

const messages = i18n("safety/report-dialog", {
  notSent: "The report could not be sent. Please try again.",
  title: params<{ name: string }>("Report {name}"),
  description: "A moderator will look at it. No one else will know that you reported it.",
  whatIsWrong: "What is wrong?",
  details: "Details",
  required: "(required)",
  optional: "(optional)",
  detailsPlaceholder: "Anything that helps the moderators understand",
  cancel: "Cancel",
  sending: "Sending...",
  send: "Send report",
});

/** What is reported, and how the dialog names it ("post", "comment", "group", or the person's name). */
export interface ReportSubject {
  type: ReportTarget;
  id: number;
  name: string;
}

/**
 * Report: why (one of the reasons), and the reporter's own words (needed for "Something
 * else"). The form is checked with the schema the server uses; a refusal from the server
 * (already reported, say) shows in the form, which stays open.
 */
export function ReportDialog({ subject, open, onOpenChange }: { subject: ReportSubject; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every report starts afresh. */}
        <ReportForm subject={subject} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Problems = { reason?: string; details?: string };

function ReportForm({ subject, onSent }: { subject: ReportSubject; onSent: () => void }) {
  const t = useStore(messages);
  const reasonWords = reasonLabels(useStore(reportReasonWords));
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const reasons = useRef<HTMLFieldSetElement>(null);
  const detailsBox = useRef<HTMLTextAreaElement>(null);
  const report = useReport({ onSent });
  const refusal = report.isError ? (serverMessage(report.error) ?? t.notSent) : null;
  const detailsRequired = reason === "other";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const body = { targetType: subject.type, targetId: subject.id, reason: reason ?? undefined, details };
    const parsed = CreateReportBody.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "reason" || field === "details") && !found[field]) found[field] = translatedServerMessage(issue.message);
      }
      setProblems(found);
      if (found.reason) reasons.current?.querySelector<HTMLInputElement>("input")?.focus();
      else detailsBox.current?.focus();
      return;
    }
    setProblems({});
    report.mutate({ targetType: subject.type, targetId: subject.id, reason: parsed.data.reason, details: parsed.data.details });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <DialogHeader>
        <DialogTitle>{t.title({ name: subject.name })}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <fieldset
        ref={reasons}
        disabled={report.isPending}
        aria-describedby={problems.reason ? `${ids}-reason-error` : undefined}
        className="grid grid-cols-1 gap-2"
      >
        <legend className="mb-2 text-sm font-medium">{t.whatIsWrong}</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-2 has-focus-visible:ring-ring",
              problems.reason && "border-destructive",
            )}
          >
            <input
              type="radio"
              name={`${ids}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setProblems((p) => ({ ...p, reason: undefined }));
              }}
              className="size-4 shrink-0 accent-primary outline-none"
            />
            {reasonWords[value]}
          </label>
        ))}
        {problems.reason && (
          <p id={`${ids}-reason-error`} className="text-sm font-medium text-destructive">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${ids}-details`}>
          {t.details} <span className="font-normal text-muted-foreground">{detailsRequired ? t.required : t.optional}</span>
        </Label>
        <Textarea
          ref={detailsBox}
          id={`${ids}-details`}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            setProblems((p) => ({ ...p, details: undefined }));
          }}
          rows={3}
          maxLength={MAX_REPORT_DETAILS}
          required={detailsRequired}
          disabled={report.isPending}
          placeholder={t.detailsPlaceholder}
          aria-invalid={problems.details ? true : undefined}
          aria-describedby={problems.details ? `${ids}-details-error` : undefined}
        />
        {problems.details && (
          <p id={`${ids}-details-error`} className="text-sm font-medium text-destructive">
            {problems.details}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={report.isPending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? t.sending : t.send}
        </Button>
      </DialogFooter>
    </form>
  );
}
