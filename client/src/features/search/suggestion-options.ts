import type { Occurrence } from "@contract/events";
import type { Group } from "@contract/groups";
import type { PersonResult, PostResult, SearchType } from "@contract/search";
import { occurrenceHref } from "./event-when";
import { searchHref } from "./search-words";

/** One choice in the search box's list, and where choosing it goes. */
export type Suggestion =
  | { kind: "people"; person: PersonResult; href: string }
  | { kind: "groups"; group: Group; href: string }
  | { kind: "posts"; result: PostResult; href: string }
  | { kind: "events"; occurrence: Occurrence; href: string }
  | { kind: "all"; href: string };

export interface SuggestionLists {
  people?: PersonResult[];
  groups?: Group[];
  posts?: PostResult[];
  events?: Occurrence[];
}

/** The list in the order it shows: people, groups, posts, events, then "See all results". */
export function suggestionsOf(q: string, lists: SuggestionLists): Suggestion[] {
  return [
    ...(lists.people ?? []).map((person) => ({ kind: "people" as const, person, href: `/profile/${person.id}` })),
    ...(lists.groups ?? []).map((group) => ({ kind: "groups" as const, group, href: `/groups/${group.id}` })),
    ...(lists.posts ?? []).map((result) => ({ kind: "posts" as const, result, href: `/posts/${result.post.id}` })),
    ...(lists.events ?? []).map((occurrence) => ({ kind: "events" as const, occurrence, href: occurrenceHref(occurrence) })),
    { kind: "all", href: searchHref(q, firstFound(lists)) },
  ];
}

/** The tab "See all" opens on: the first kind with anything found (people when none has). */
function firstFound(lists: SuggestionLists): SearchType {
  if (lists.people?.length) return "people";
  if (lists.groups?.length) return "groups";
  if (lists.posts?.length) return "posts";
  if (lists.events?.length) return "events";
  return "people";
}
