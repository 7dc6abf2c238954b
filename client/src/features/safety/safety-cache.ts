import type { QueryClient } from "@tanstack/react-query";
import type { KeptAway, KeptAwayLists } from "@contract/safety";
import type { PublicUser } from "@contract/users";

/** Whom I have blocked and muted (settings, and the menus' Mute or Unmute). */
export const KEPT_AWAY_KEY = ["/api/account/blocks"] as const;

type List = keyof KeptAwayLists;

/** Someone joins or leaves one of my two lists at once; the list is read afresh when next shown. */
export function setKeptAway(queryClient: QueryClient, list: List, person: PublicUser, on: boolean): void {
  queryClient.setQueryData<KeptAwayLists>(KEPT_AWAY_KEY, (lists) => {
    if (!lists) return lists;
    const others = lists[list].filter((entry) => entry.user.id !== person.id);
    const entry: KeptAway = { user: person, since: new Date().toISOString() };
    return { ...lists, [list]: on ? [entry, ...others] : others };
  });
  void queryClient.invalidateQueries({ queryKey: KEPT_AWAY_KEY, refetchType: "none" });
}
