import { useStore } from "@nanostores/react";
import { Inbox } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { relativeTime } from "@/lib/relative-time";
import { DemoListEmpty, DemoListError, DemoListSkeleton, DemoPersonRow } from "./demo-list-parts";
import { type DemoMember, useDemoRequests } from "./demo-queries";

const messages = i18n("demo/demo-requests-card", {
  title: "Pending Requests",
  waiting: params<{ name: string }>("Waiting for {name} to answer."),
  loading: "Loading requests",
  error: params<{ reason: string }>("Error loading requests: {reason}"),
  empty: params<{ name: string }>("No pending requests for {name}."),
  listFor: params<{ name: string }>("Pending requests for {name}"),
  thisMember: "this member",
  sent: params<{ time: string }>("Sent {time}"),
});

/** Connection requests waiting for the chosen member's answer. */
export function DemoRequestsCard({ member }: { member: DemoMember | undefined }) {
  const t = useStore(messages);
  const { data, isPending, isError, error } = useDemoRequests(member?.id);
  return (
    <Card role="region" aria-labelledby="demo-requests-title">
      <CardHeader className="pb-4">
        <h2 id="demo-requests-title" className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight">
          <Inbox aria-hidden="true" className="size-4 text-primary" />
          {t.title}
        </h2>
        {member && <CardDescription>{t.waiting({ name: member.firstName })}</CardDescription>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <DemoListSkeleton count={2} label={t.loading} />
        ) : isError ? (
          <DemoListError>{t.error({ reason: serverMessage(error) ?? error.message })}</DemoListError>
        ) : data.length === 0 ? (
          <DemoListEmpty>{t.empty({ name: member?.firstName ?? "" })}</DemoListEmpty>
        ) : (
          <ul aria-label={t.listFor({ name: member?.firstName ?? t.thisMember })} className="divide-y">
            {data.map((request) => (
              <DemoPersonRow key={request.id} user={request.requester} detail={t.sent({ time: relativeTime(request.createdAt) })} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
