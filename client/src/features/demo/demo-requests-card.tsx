import { Inbox } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { relativeTime } from "@/lib/relative-time";
import { DemoListEmpty, DemoListError, DemoListSkeleton, DemoPersonRow } from "./demo-list-parts";
import { type DemoMember, useDemoRequests } from "./demo-queries";

/** Connection requests waiting for the chosen member's answer. */
export function DemoRequestsCard({ member }: { member: DemoMember | undefined }) {
  const { data, isPending, isError, error } = useDemoRequests(member?.id);
  return (
    <Card role="region" aria-labelledby="demo-requests-title">
      <CardHeader className="pb-4">
        <h2 id="demo-requests-title" className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight">
          <Inbox aria-hidden="true" className="size-4 text-primary" />
          Pending Requests
        </h2>
        {member && <CardDescription>Waiting for {member.firstName} to answer.</CardDescription>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <DemoListSkeleton count={2} label="Loading requests" />
        ) : isError ? (
          <DemoListError>Error loading requests: {serverMessage(error) ?? error.message}</DemoListError>
        ) : data.length === 0 ? (
          <DemoListEmpty>No pending requests for {member?.firstName}.</DemoListEmpty>
        ) : (
          <ul aria-label={`Pending requests for ${member?.firstName ?? "this member"}`} className="divide-y">
            {data.map((request) => (
              <DemoPersonRow key={request.id} user={request.requester} detail={`Sent ${relativeTime(request.createdAt)}`} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
