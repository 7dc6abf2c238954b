import { MailCheck, MailX } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { BAD_UNSUBSCRIBE_LINK, UNSUBSCRIBE_WORDS, UnsubscribeQuery, type UnsubscribeScope } from "@contract/mail-preferences";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiRequest } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";
import { SettingsLink, UnsubscribeFrame } from "./unsubscribe-frame";

function question(scope: UnsubscribeScope): string {
  if (scope === "digest") return "Stop the daily digest?";
  if (scope === "all") return "Stop all notification email?";
  return `Stop email about ${UNSUBSCRIBE_WORDS[scope]}?`;
}

function detail(scope: UnsubscribeScope): string {
  if (scope === "digest") {
    return "You will no longer get the daily email that lists what you have not read. Notices you chose to get as they happen still come.";
  }
  if (scope === "all") {
    return "You will no longer get email about connection requests, comments, prayers or group invitations. Email about your account itself, such as a password reset, still comes.";
  }
  return `You will no longer get email about ${UNSUBSCRIBE_WORDS[scope]}. Everything else we email you stays as it is.`;
}

function done(scope: UnsubscribeScope): string {
  if (scope === "digest") return "We will no longer send you the daily digest.";
  if (scope === "all") return "We will no longer email you about notifications.";
  return `We will no longer email you about ${UNSUBSCRIBE_WORDS[scope]}.`;
}

type State = { step: "asking" } | { step: "sending" } | { step: "done" } | { step: "failed"; message: string };

/** What the link in the address bar stops, and the button that stops it; or why the link does not work. */
export function UnsubscribeChoice() {
  const search = useSearch();
  const link = UnsubscribeQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const [state, setState] = useState<State>({ step: "asking" });

  if (!link.success) {
    return (
      <UnsubscribeFrame icon={<MailX aria-hidden="true" className="size-7" />} title="This link does not work">
        <p className="mt-2 text-muted-foreground">{BAD_UNSUBSCRIBE_LINK}</p>
        <SettingsLink />
      </UnsubscribeFrame>
    );
  }
  const scope = link.data.k;

  if (state.step === "done") {
    return (
      <UnsubscribeFrame icon={<MailCheck aria-hidden="true" className="size-7" />} title="You are unsubscribed" focusTitle>
        <p className="mt-2 text-muted-foreground">{done(scope)}</p>
        <p className="mt-2 text-muted-foreground">Changed your mind? You can choose again in your settings.</p>
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
      setState({ step: "failed", message: serverMessage(error) ?? "Could not unsubscribe. Please check your connection and try again." });
    }
  };

  return (
    <UnsubscribeFrame icon={<MailX aria-hidden="true" className="size-7" />} title="Unsubscribe">
      <p className="mt-2 font-medium text-foreground">{question(scope)}</p>
      <p className="mt-2 text-muted-foreground">{detail(scope)}</p>
      {state.step === "failed" && (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <a href="/settings#mail" className={buttonVariants({ variant: "outline" })}>
          Email settings
        </a>
        <Button onClick={() => void confirm()} disabled={state.step === "sending"}>
          {state.step === "sending" ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </div>
    </UnsubscribeFrame>
  );
}
