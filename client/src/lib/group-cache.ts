import type { QueryClient } from "@tanstack/react-query";
import type { Group } from "@contract/groups";

// Query keys. Most join to their own GET paths ("/api/groups/7/members"), so the default
// query function fetches them.
export const MY_GROUPS_KEY = ["/api/groups/my"] as const;
export const INVITATIONS_KEY = ["/api/groups/invitations"] as const;
export const groupKey = (id: number) => ["/api/groups", id] as const;
export const membersKey = (id: number) => ["/api/groups", id, "members"] as const;
/** Who is kept out of the group (admins only). */
export const bansKey = (id: number) => ["/api/groups", id, "bans"] as const;
export const sentInvitationsKey = (id: number) => ["/api/groups", id, "invitations"] as const;
/** The group's feed: an infinite query with its own query function (see features/posts/place-feed-queries). */
export const groupPostsKey = (id: number) => ["/api/groups", id, "posts"] as const;
/** Search results: ["/api/groups/search", text]; fetched with ?q=, not by joining the key. */
export const SEARCH_PREFIX = ["/api/groups/search"] as const;
export const searchKey = (text: string) => [...SEARCH_PREFIX, text] as const;

/** Applies `update` to a group wherever it is cached: its page, my groups, search results. */
export function patchGroup(queryClient: QueryClient, id: number, update: (group: Group) => Group): void {
  queryClient.setQueryData<Group>(groupKey(id), (group) => (group ? update(group) : group));
  const patchList = (groups: Group[] | undefined) => groups?.map((group) => (group.id === id ? update(group) : group));
  queryClient.setQueryData<Group[]>(MY_GROUPS_KEY, patchList);
  queryClient.setQueriesData<Group[]>({ queryKey: SEARCH_PREFIX }, patchList);
}

/** The server's fresh copy of a group (after an edit or a join), everywhere it shows. */
export function storeGroup(queryClient: QueryClient, group: Group): void {
  patchGroup(queryClient, group.id, () => group);
  queryClient.setQueryData(groupKey(group.id), group);
}

/** A group I just created or joined: first in 'My Groups' (newest first, as the server orders). */
export function addToMyGroups(queryClient: QueryClient, group: Group): void {
  storeGroup(queryClient, group);
  const mine = queryClient.getQueryData<Group[]>(MY_GROUPS_KEY);
  if (mine) {
    if (!mine.some((g) => g.id === group.id)) {
      queryClient.setQueryData<Group[]>(
        MY_GROUPS_KEY,
        [group, ...mine].sort((a, b) => b.id - a.id),
      );
    }
  } else {
    void queryClient.invalidateQueries({ queryKey: MY_GROUPS_KEY });
  }
}

export function removeFromMyGroups(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<Group[]>(MY_GROUPS_KEY, (groups) => groups?.filter((group) => group.id !== id));
}
