import { useStore } from "@nanostores/react";
import { Check, Inbox, X } from "lucide-react";
import { useId } from "react";
import type { Church, JoinRequest } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { MemberRow } from "@/components/member-row";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { slot, withElements } from "@/components/with-elements";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useAnswerJoinRequest } from "./church-member-mutations";
import { useJoinRequests } from "./church-queries";

const messages = i18n("churches/join-requests", {
  requests: "Requests to join",
  hint: "People who asked to belong to this church. Admit those you know; declining tells them nothing more.",
  loading: "Loading requests",
  loadFailed: "The requests could not be loaded.",
  none: "No one is waiting to join.",
  askedAgo: params<{ time: string }>("Asked {time}"),
  admit: "Admit",
  admitNamed: params<{ name: string }>("Admit {name}"),
  decline: "Decline",
  declineNamed: params<{ name: string }>("Decline {name}"),
});

/** Requests: who asks to join, each with Admit and Decline (leaders). */
export function JoinRequests({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const requests = useJoinRequests(church.slug);
  return (
    <Card>
      <section aria-labelledby={`${ids}-title`} className="grid gap-4 p-5 sm:p-6">
        <div>
          <h2 id={`${ids}-title`} className="text-base font-semibold">
            {t.requests}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.hint}</p>
        </div>
        {requests.isPending ? (
          <PersonSkeletons count={2} label={t.loading} />
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(requests.error) ?? t.loadFailed}
          </p>
        ) : requests.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="size-5 shrink-0" />
            {t.none}
          </p>
        ) : (
          <ul aria-label={t.requests} className="grid grid-cols-1 gap-4">
            {requests.data.map((request) => (
              <RequestRow key={request.user.id} church={church} request={request} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function RequestRow({ church, request }: { church: Church; request: JoinRequest }) {
  const t = useStore(messages);
  const answer = useAnswerJoinRequest(church, request.user);
  const name = displayName(request.user);
  return (
    <MemberRow
      person={request.user}
      detail={
        <p className="truncate text-xs text-muted-foreground">
          {withElements(t.askedAgo({ time: slot("time") }), { time: <RelativeTime date={request.requestedAt} /> })}
        </p>
      }
      actions={
        <>
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
          <Button
            size="sm"
            variant="outline"
            className="h-8 px-2.5"
            disabled={answer.isPending}
            aria-label={t.declineNamed({ name })}
            onClick={() => answer.mutate(false)}
          >
            <X aria-hidden="true" />
            {t.decline}
          </Button>
        </>
      }
    />
  );
}
