import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { ConnectionRequest } from "@contract/connections";
import { Button } from "@/components/ui/button";
import { PanelCard } from "@/components/panel-card";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { REQUESTS_KEY } from "@/lib/connection-cache";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { PersonSummary } from "./person-summary";
import { useRespondToRequest } from "./connection-mutations";

const messages = i18n("connections/connection-requests-panel", {
  title: "Connection Requests",
  // Read after the number of people waiting: "3 waiting".
  waiting: "waiting",
  loading: "Loading connection requests",
  loadFailedBecause: params<{ reason: string }>("Could not load connection requests: {reason}"),
  loadFailed: "Could not load connection requests.",
  none: "No pending requests right now.",
  acceptName: params<{ name: string }>("Accept {name}"),
  accepting: "Accepting...",
  accept: "Accept",
  declineName: params<{ name: string }>("Decline {name}"),
  declining: "Declining...",
  decline: "Decline",
});

/** Pending requests addressed to me. Both home columns show it; they share one query. */
export function useConnectionRequests() {
  // Asked for once the feed is on screen (lib/feed-first.ts).
  return useQuery<ConnectionRequest[]>({ queryKey: REQUESTS_KEY, enabled: useSecondaryRequestsOpen() });
}

/**
 * The connection-requests panel. `hideWhenEmpty` is for the second copy in
 * the right column, which shows only while someone is waiting.
 */
export function ConnectionRequestsPanel({ id, hideWhenEmpty = false, className }: { id: string; hideWhenEmpty?: boolean; className?: string }) {
  const requests = useConnectionRequests();
  const t = useStore(messages);
  // The second copy waits for data, so it never flashes skeletons that then vanish.
  if (hideWhenEmpty && !requests.data?.length) return null;
  const count = requests.data?.length ?? 0;
  const reason = serverMessage(requests.error);
  return (
    <PanelCard
      id={id}
      focusable
      title={t.title}
      className={className}
      badge={
        count > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {count}
            <span className="sr-only"> {t.waiting}</span>
          </span>
        )
      }
    >
      {requests.isPending ? (
        <PersonSkeletons count={2} label={t.loading} />
      ) : requests.isError ? (
        <p className="text-sm text-muted-foreground">{reason ? t.loadFailedBecause({ reason }) : t.loadFailed}</p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {requests.data.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function RequestRow({ request }: { request: ConnectionRequest }) {
  const respond = useRespondToRequest(request.id);
  const name = displayName(request.requester);
  const answering = respond.isPending ? respond.variables : undefined;
  const t = useStore(messages);
  return (
    <li className="grid grid-cols-1 gap-2.5">
      <PersonSummary person={request.requester} />
      <div className={cn("grid grid-cols-2 gap-2", respond.isPending && "opacity-80")}>
        <Button size="sm" aria-label={t.acceptName({ name })} disabled={respond.isPending} onClick={() => respond.mutate("accepted")}>
          <Check aria-hidden="true" />
          {answering === "accepted" ? t.accepting : t.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t.declineName({ name })}
          disabled={respond.isPending}
          onClick={() => respond.mutate("rejected")}
        >
          <X aria-hidden="true" />
          {answering === "rejected" ? t.declining : t.decline}
        </Button>
      </div>
    </li>
  );
}
