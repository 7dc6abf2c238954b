import { useStore } from "@nanostores/react";
import type { PersonResult as Person } from "@contract/search";
import { MemberRow } from "@/components/member-row";
import { i18n } from "@/lib/i18n";
import { Highlighted } from "./highlight";

const messages = i18n("search/person-result", { churchMatches: "Church matches" });

/** A person found: as in the other lists of people, with their church and place, and why they matched. */
export function PersonResult({ person, query }: { person: Person; query: string }) {
  const t = useStore(messages);
  const church = person.churchAffiliation;
  return (
    <MemberRow
      person={person}
      badges={
        person.matchedChurch && (
          <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">{t.churchMatches}</span>
        )
      }
      detail={
        (church || person.location) && (
          <p dir="auto" className="truncate text-xs text-muted-foreground">
            {church && (person.matchedChurch ? <Highlighted text={church} query={query} /> : church)}
            {church && person.location && " · "}
            {person.location}
          </p>
        )
      }
    />
  );
}
