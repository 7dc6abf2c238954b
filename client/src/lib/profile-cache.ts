import type { QueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@contract/users";
import { FEED_KEY, USER_POSTS_PREFIX } from "./post-cache";
import { AUTH_USER_KEY } from "./use-auth";

/** Another person's profile as I see it: GET /api/users/:id. */
export const profileKey = (id: number) => ["/api/users", id] as const;
/** A person's posts (an array, so post-cache's patch and remove helpers keep it in step). */
export const userPostsKey = (id: number) => [...USER_POSTS_PREFIX, id] as const;

/**
 * After a change to my profile, name or images: show the answer at once, then refresh the
 * signed-in user from the server and let lists that show me as an author fetch afresh.
 */
export function applyCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(AUTH_USER_KEY, user);
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: userPostsKey(user.id) });
  // The feed shows my name and photo on my posts; fetched afresh when next shown.
  void queryClient.invalidateQueries({ queryKey: FEED_KEY, refetchType: "none" });
}
