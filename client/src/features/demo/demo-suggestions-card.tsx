import { UserPlus } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { DemoListEmpty, DemoListError, DemoListSkeleton, DemoPersonRow } from "./demo-list-parts";
import { type DemoMember, useDemoSuggestions } from "./demo-queries";

function mutualText(count: number): string {
  if (count === 0) return "No mutual connections";
  return count === 1 ? "1 mutual connection" : `${count} mutual connections`;
}

/** The people the chosen member may know, as the home page would suggest them to that member. */
export function DemoSuggestionsCard({ member }: { member: DemoMember | undefined }) {
  const { data, isPending, isError, error } = useDemoSuggestions(member?.id);
  return (
    <Card role="region" aria-labelledby="demo-suggestions-title">
      <CardHeader className="pb-4">
        <h2 id="demo-suggestions-title" className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight">
          <UserPlus aria-hidden="true" className="size-4 text-primary" />
          Suggested Connections
        </h2>
        {member && <CardDescription>People {member.firstName} may know.</CardDescription>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <DemoListSkeleton count={3} label="Loading suggestions" />
        ) : isError ? (
          <DemoListError>Error loading suggestions: {serverMessage(error) ?? error.message}</DemoListError>
        ) : data.length === 0 ? (
          <DemoListEmpty>No suggestions for {member?.firstName} right now.</DemoListEmpty>
        ) : (
          <ul aria-label={`Suggested connections for ${member?.firstName ?? "this member"}`} className="divide-y">
            {data.map((person) => (
              <DemoPersonRow
                key={person.id}
                user={person}
                detail={mutualText(person.mutualConnections)}
                highlight={person.mutualConnections > 0}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
