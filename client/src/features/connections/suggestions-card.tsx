import { useStore } from "@nanostores/react";
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
import { count, i18n, params } from "@/lib/i18n";
import { PersonSummary } from "./person-summary";
import { useDismissSuggestion, useSendConnectionRequest } from "./connection-mutations";

const messages = i18n("connections/suggestions-card", {
  title: "Suggested Connections",
  loading: "Loading suggestions",
  loadFailed: params<{ reason: string }>("Error loading suggestions: {reason}"),
  tryAgain: "Try again",
  none: "No suggestions right now. As our community grows, new faces will appear here.",
  mutual: count({ one: "{count} mutual connection", other: "{count} mutual connections" }),
  inGroup: params<{ group: string }>("In {group}"),
  nearby: params<{ location: string }>("Near you in {location}"),
  newHere: "New to Koinonia",
  requestedWith: params<{ name: string }>("Requested connection with {name}"),
  connectWith: params<{ name: string }>("Connect with {name}"),
  requested: "Requested",
  connect: "Connect",
  notNowFor: params<{ name: string }>("Not now: {name}"),
  notNow: "Not now",
});

type Messages = ReturnType<typeof messages.get>;

/** People I may know, with a Connect button each. */
export function SuggestionsCard({ id }: { id: string }) {
  // Asked for once the feed is on screen (lib/feed-first.ts).
  const suggestions = useQuery<SuggestedUser[]>({ queryKey: SUGGESTED_KEY, enabled: useSecondaryRequestsOpen() });
  const t = useStore(messages);
  return (
    <PanelCard id={id} focusable title={t.title}>
      {suggestions.isPending ? (
        <PersonSkeletons count={3} label={t.loading} />
      ) : suggestions.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-destructive">
            {t.loadFailed({ reason: serverMessage(suggestions.error) ?? suggestions.error.message })}
          </p>
          <Button variant="outline" size="sm" disabled={suggestions.isFetching} onClick={() => void suggestions.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : suggestions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
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

/** Why the person is suggested, in a few words under their name. */
function whyLabel(why: SuggestionWhy, t: Messages): string {
  switch (why.reason) {
    case "mutual":
      return t.mutual(why.mutual);
    case "church":
      return why.church;
    case "group":
      return t.inGroup({ group: why.group });
    case "nearby":
      return t.nearby({ location: why.location });
    case "new":
      return t.newHere;
  }
}

function SuggestionRow({ person }: { person: SuggestedUser }) {
  const connect = useSendConnectionRequest(person.id);
  const dismiss = useDismissSuggestion(person.id);
  const sent = connect.isSuccess;
  const name = displayName(person);
  const t = useStore(messages);
  return (
    <li className="flex items-center gap-1.5">
      <div className="min-w-0 flex-1">
        <PersonSummary
          // The shared church is the reason line itself: not said twice.
          person={person.why.reason === "church" ? { ...person, churchAffiliation: null } : person}
          detail={<p className="line-clamp-2 break-words text-xs font-medium text-primary">{whyLabel(person.why, t)}</p>}
        />
      </div>
      <Button
        size="sm"
        variant={sent ? "secondary" : "outline"}
        aria-label={sent ? t.requestedWith({ name }) : t.connectWith({ name })}
        disabled={connect.isPending || sent}
        onClick={() => connect.mutate()}
        className="h-8 px-2.5"
      >
        {sent ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" className="lg:hidden" />}
        {sent ? t.requested : t.connect}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t.notNowFor({ name })}
        title={t.notNow}
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
        className="h-8 w-8 shrink-0 text-muted-foreground"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
