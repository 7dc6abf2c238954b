import { useStore } from "@nanostores/react";
import { MailCheck, MailX } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { BAD_UNSUBSCRIBE_LINK, UnsubscribeQuery, type UnsubscribeScope } from "@contract/mail-preferences";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiRequest } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { mailWords } from "./mail-words";
import { SettingsLink, UnsubscribeFrame } from "./unsubscribe-frame";

// {what} is a kind of notice, as named in mail-words.
const messages = i18n("account/unsubscribe-choice", {
  stopDigest: "Stop the daily digest?",
  stopAll: "Stop all notification email?",
  stopKind: params<{ what: string }>("Stop email about {what}?"),
  digestDetail: "You will no longer get the daily email that lists what you have not read. Notices you chose to get as they happen still come.",
  allDetail:
    "You will no longer get email about connection requests, comments, prayers, group invitations, news from your churches or events. Email about your account itself, such as a password reset, still comes.",
  kindDetail: params<{ what: string }>("You will no longer get email about {what}. Everything else we email you stays as it is."),
  digestDone: "We will no longer send you the daily digest.",
  allDone: "We will no longer email you about notifications.",
  kindDone: params<{ what: string }>("We will no longer email you about {what}."),
  badLink: "This link does not work",
  unsubscribed: "You are unsubscribed",
  changedMind: "Changed your mind? You can choose again in your settings.",
  failed: "Could not unsubscribe. Please check your connection and try again.",
  title: "Unsubscribe",
  emailSettings: "Email settings",
  unsubscribing: "Unsubscribing...",
  unsubscribe: "Unsubscribe",
});

type Words = { t: ReturnType<typeof messages.get>; what: ReturnType<typeof mailWords.get> };

function question(scope: UnsubscribeScope, { t, what }: Words): string {
  if (scope === "digest") return t.stopDigest;
  if (scope === "all") return t.stopAll;
  return t.stopKind({ what: what[scope] });
}

function detail(scope: UnsubscribeScope, { t, what }: Words): string {
  if (scope === "digest") return t.digestDetail;
  if (scope === "all") return t.allDetail;
  return t.kindDetail({ what: what[scope] });
}

function done(scope: UnsubscribeScope, { t, what }: Words): string {
  if (scope === "digest") return t.digestDone;
  if (scope === "all") return t.allDone;
  return t.kindDone({ what: what[scope] });
}

type State = { step: "asking" } | { step: "sending" } | { step: "done" } | { step: "failed"; message: string };

/** What the link in the address bar stops, and the button that stops it; or why the link does not work. */
export function UnsubscribeChoice() {
  const t = useStore(messages);
  const what = useStore(mailWords);
  const words: Words = { t, what };
  const search = useSearch();
  const link = UnsubscribeQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const [state, setState] = useState<State>({ step: "asking" });

  if (!link.success) {
    return (
      <UnsubscribeFrame icon={<MailX aria-hidden="true" className="size-7" />} title={t.badLink}>
        <p className="mt-2 text-muted-foreground">{BAD_UNSUBSCRIBE_LINK}</p>
        <SettingsLink />
      </UnsubscribeFrame>
    );
  }
  const scope = link.data.k;

  if (state.step === "done") {
    return (
      <UnsubscribeFrame icon={<MailCheck aria-hidden="true" className="size-7" />} title={t.unsubscribed} focusTitle>
        <p className="mt-2 text-muted-foreground">{done(scope, words)}</p>
        <p className="mt-2 text-muted-foreground">{t.changedMind}</p>
        <SettingsLink />
      </UnsubscribeFrame>
    );
  }

  const confirm = async () => {
    setState({ step: "sending" });
    try {
      await apiRequest("POST", `/api/mail/unsubscribe?${new URLSearchParams(search)}`, {});
      setState({ step: "done" });
    } catch (error) {
      setState({ step: "failed", message: serverMessage(error) ?? t.failed });
    }
  };

  return (
    <UnsubscribeFrame icon={<MailX aria-hidden="true" className="size-7" />} title={t.title}>
      <p className="mt-2 font-medium text-foreground">{question(scope, words)}</p>
      <p className="mt-2 text-muted-foreground">{detail(scope, words)}</p>
      {state.step === "failed" && (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <a href="/settings#mail" className={buttonVariants({ variant: "outline" })}>
          {t.emailSettings}
        </a>
        <Button onClick={() => void confirm()} disabled={state.step === "sending"}>
          {state.step === "sending" ? t.unsubscribing : t.unsubscribe}
        </Button>
      </div>
    </UnsubscribeFrame>
  );
}
