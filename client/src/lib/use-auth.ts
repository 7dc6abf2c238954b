import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@contract/users";
import { getQueryFn } from "./api";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** The signed-in user, or null for a visitor (a 401 is an answer here, not an error). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * The signed-in user, for components that only render inside the signed-in app (the router
 * mounts that tree only when useAuth() has a user, so null here is a programming error).
 */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error("useCurrentUser() used outside the signed-in app");
  return user;
}
