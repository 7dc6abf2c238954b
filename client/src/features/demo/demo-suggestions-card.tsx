import { useStore } from "@nanostores/react";
import { UserPlus } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { DemoListEmpty, DemoListError, DemoListSkeleton, DemoPersonRow } from "./demo-list-parts";
import { type DemoMember, useDemoSuggestions } from "./demo-queries";

const messages = i18n("demo/demo-suggestions-card", {
  noMutual: "No mutual connections",
  mutual: count({ one: "{count} mutual connection", other: "{count} mutual connections" }),
  title: "Suggested Connections",
  mayKnow: params<{ name: string }>("People {name} may know."),
  loading: "Loading suggestions",
  error: params<{ reason: string }>("Error loading suggestions: {reason}"),
  empty: params<{ name: string }>("No suggestions for {name} right now."),
  listFor: params<{ name: string }>("Suggested connections for {name}"),
  thisMember: "this member",
});

function mutualText(t: ReturnType<typeof messages.get>, mutual: number): string {
  return mutual === 0 ? t.noMutual : t.mutual(mutual);
}

/** The people the chosen member may know, as the home page would suggest them to that member. */
export function DemoSuggestionsCard({ member }: { member: DemoMember | undefined }) {
  const t = useStore(messages);
  const { data, isPending, isError, error } = useDemoSuggestions(member?.id);
  return (
    <Card role="region" aria-labelledby="demo-suggestions-title">
      <CardHeader className="pb-4">
        <h2 id="demo-suggestions-title" className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight">
          <UserPlus aria-hidden="true" className="size-4 text-primary" />
          {t.title}
        </h2>
        {member && <CardDescription>{t.mayKnow({ name: member.firstName })}</CardDescription>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <DemoListSkeleton count={3} label={t.loading} />
        ) : isError ? (
          <DemoListError>{t.error({ reason: serverMessage(error) ?? error.message })}</DemoListError>
        ) : data.length === 0 ? (
          <DemoListEmpty>{t.empty({ name: member?.firstName ?? "" })}</DemoListEmpty>
        ) : (
          <ul aria-label={t.listFor({ name: member?.firstName ?? t.thisMember })} className="divide-y">
            {data.map((person) => (
              <DemoPersonRow
                key={person.id}
                user={person}
                detail={mutualText(t, person.mutualConnections)}
                highlight={person.mutualConnections > 0}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
