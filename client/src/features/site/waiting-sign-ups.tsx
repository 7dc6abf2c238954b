import { useStore } from "@nanostores/react";
import { Check, UserCheck, X } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { WaitingSignUp } from "@contract/site";
import { ConfirmButton } from "@/components/confirm-button";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { slot, withElements } from "@/components/with-elements";
import { i18n, params } from "@/lib/i18n";
import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";
import { useAnswerSignUp } from "./site-mutations";
import { SIGN_UPS_KEY, useWaitingSignUps } from "./site-queries";

const messages = i18n("site/waiting-sign-ups", {
  loading: "Loading sign-ups",
  loadError: "We could not load the sign-ups",
  noneTitle: "No one is waiting",
  none: "New sign-ups wait here until someone on the team admits them.",
  hint: "Admit those you expect; each person is e-mailed either way, and a declined account is deleted.",
  waiting: "Sign-ups waiting",
  signedUp: params<{ time: string }>("Signed up {time}"),
  admit: "Admit",
  admitNamed: params<{ name: string }>("Admit {name}"),
  decline: "Decline",
  declineNamed: params<{ name: string }>("Decline {name}"),
  declineTitle: params<{ name: string }>("Decline {name}'s sign-up?"),
  declineText: "Their account is deleted and they are told by e-mail. They may sign up again.",
  declining: "Declining...",
});

/** Who signed up and waits to be admitted, the longest first, each with Admit and Decline. */
export function WaitingSignUps() {
  const t = useStore(messages);
  const signUps = useWaitingSignUps();
  // A new sign-up's notice to the team: the list on screen takes them in.
  useReadAgainOnNotice(SIGN_UPS_KEY);
  if (signUps.isPending) {
    return (
      <Card className="p-4 sm:p-5">
        <PersonSkeletons count={3} label={t.loading} />
      </Card>
    );
  }
  if (signUps.isError) return <LoadError title={t.loadError} error={signUps.error} onRetry={signUps.refetch} />;
  if (signUps.data.length === 0) {
    return <EmptyStateCard icon={UserCheck} tone="secondary" title={t.noneTitle} titleAs="h3" text={t.none} textClassName="max-w-sm" />;
  }
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      <ul aria-label={t.waiting} className="grid grid-cols-1 gap-4">
        {signUps.data.map((person) => (
          <SignUpRow key={person.id} person={person} />
        ))}
      </ul>
    </Card>
  );
}

function SignUpRow({ person }: { person: WaitingSignUp }) {
  const t = useStore(messages);
  const answer = useAnswerSignUp(person);
  const name = displayName(person);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        <UserAvatar user={person} className="shrink-0" />
        <div className="min-w-0 flex-1">
          <p dir="auto" className="truncate text-sm font-semibold">
            {name}
          </p>
          <p className="text-xs wrap-anywhere text-muted-foreground">{person.email}</p>
          <p className="text-xs text-muted-foreground">
            {withElements(t.signedUp({ time: slot("time") }), { time: <RelativeTime date={person.requestedAt} /> })}
          </p>
        </div>
      </div>
      {/* On a narrow screen the buttons take a line of their own. */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        <Button
          size="sm"
          className="h-8 px-2.5"
          disabled={answer.isPending}
          aria-label={t.admitNamed({ name })}
          onClick={() => answer.mutate(true)}
        >
          <Check aria-hidden="true" />
          {t.admit}
        </Button>
        <ConfirmButton
          trigger={
            <>
              <X aria-hidden="true" />
              {t.decline}
            </>
          }
          triggerProps={{
            variant: "outline",
            size: "sm",
            className: "h-8 px-2.5",
            disabled: answer.isPending,
            "aria-label": t.declineNamed({ name }),
          }}
          title={t.declineTitle({ name })}
          description={t.declineText}
          confirmLabel={t.decline}
          pendingLabel={t.declining}
          pending={answer.isPending}
          onConfirm={(done) => answer.mutate(false, { onSettled: done })}
        />
      </div>
    </li>
  );
}
