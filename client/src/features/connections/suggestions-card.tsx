import { useQuery } from "@tanstack/react-query";
import { Check, UserPlus, X } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { SuggestedUser, SuggestionWhy } from "@contract/suggestions";
import { Button } from "@/components/ui/button";
import { PanelCard } from "@/components/panel-card";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { SUGGESTED_KEY } from "@/lib/connection-cache";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { PersonSummary } from "./person-summary";
import { useDismissSuggestion, useSendConnectionRequest } from "./use-connection-mutations";

/** People I may know, with a Connect button each. */
export function SuggestionsCard({ id }: { id: string }) {
  // Asked for once the feed is on screen (lib/feed-first.ts).
  const suggestions = useQuery<SuggestedUser[]>({ queryKey: SUGGESTED_KEY, enabled: useSecondaryRequestsOpen() });
  return (
    <PanelCard id={id} focusable title="Suggested Connections">
      {suggestions.isPending ? (
        <PersonSkeletons count={3} label="Loading suggestions" />
      ) : suggestions.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-destructive">
            {`Error loading suggestions: ${serverMessage(suggestions.error) ?? suggestions.error.message}`}
          </p>
          <Button variant="outline" size="sm" disabled={suggestions.isFetching} onClick={() => void suggestions.refetch()}>
            Try again
          </Button>
        </div>
      ) : suggestions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No suggestions right now. As our community grows, new faces will appear here.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {suggestions.data.map((person) => (
            <SuggestionRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function mutualLabel(count: number): string {
  return `${count} mutual connection${count === 1 ? "" : "s"}`;
}

/** Why the person is suggested, in a few words under their name. */
function whyLabel(why: SuggestionWhy): string {
  switch (why.reason) {
    case "mutual":
      return mutualLabel(why.mutual);
    case "church":
      return why.church;
    case "group":
      return `In ${why.group}`;
    case "nearby":
      return `Near you in ${why.location}`;
    case "new":
      return "New to Koinonia";
  }
}

function SuggestionRow({ person }: { person: SuggestedUser }) {
  const connect = useSendConnectionRequest(person.id);
  const dismiss = useDismissSuggestion(person.id);
  const sent = connect.isSuccess;
  const name = displayName(person);
  return (
    <li className="flex items-center gap-1.5">
      <div className="min-w-0 flex-1">
        <PersonSummary
          // The shared church is the reason line itself: not said twice.
          person={person.why.reason === "church" ? { ...person, churchAffiliation: null } : person}
          detail={<p className="line-clamp-2 break-words text-xs font-medium text-primary">{whyLabel(person.why)}</p>}
        />
      </div>
      <Button
        size="sm"
        variant={sent ? "secondary" : "outline"}
        aria-label={sent ? `Requested connection with ${name}` : `Connect with ${name}`}
        disabled={connect.isPending || sent}
        onClick={() => connect.mutate()}
        className="h-8 px-2.5"
      >
        {sent ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" className="lg:hidden" />}
        {sent ? "Requested" : "Connect"}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Not now: ${name}`}
        title="Not now"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
        className="h-8 w-8 shrink-0 text-muted-foreground"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
