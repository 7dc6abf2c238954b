import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

// Data is fetched once and refreshed only by explicit invalidation after a
// write, never on a timer, on window focus, or by retrying a failure.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
