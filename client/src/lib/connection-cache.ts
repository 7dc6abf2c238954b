import { useQuery } from "@tanstack/react-query";
import type { MyConnection } from "@contract/connections";

export const REQUESTS_KEY = ["/api/connections/requests"] as const;
export const CONNECTIONS_KEY = ["/api/connections"] as const;
export const SUGGESTED_KEY = ["/api/users/suggested"] as const;

/** My connections, for whatever asks for them (inviting to a group, choosing who sees a post). */
export const useMyConnections = (enabled = true) => useQuery<MyConnection[]>({ queryKey: CONNECTIONS_KEY, enabled });
