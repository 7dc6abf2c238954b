import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@contract/users";
import { getQueryFn } from "./api";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/**
 * The signed-in user as the signed-in app's cache holds it (seeded by SignedInApp from the
 * session the router loaded; refreshed when a profile edit invalidates it). Null once the
 * session has ended.
 */
export function useSignedInUser(): CurrentUser | null {
  const { data } = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  return data ?? null;
}

/**
 * The signed-in user, for components that only render inside the signed-in app (it renders
 * its pages only while there is a user, so null here is a programming error).
 */
export function useCurrentUser(): CurrentUser {
  const user = useSignedInUser();
  if (!user) throw new Error("useCurrentUser() used outside the signed-in app");
  return user;
}
