export const REQUESTS_KEY = ["/api/connections/requests"] as const;
export const CONNECTIONS_KEY = ["/api/connections"] as const;
export const SUGGESTED_KEY = ["/api/users/suggested"] as const;
