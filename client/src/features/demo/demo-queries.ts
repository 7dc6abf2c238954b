import { useQuery } from "@tanstack/react-query";
import type { ConnectionRequest, DemoMember } from "@contract/connections";
import type { SuggestedUser } from "@contract/suggestions";

export type { ConnectionRequest, DemoMember, SuggestedUser };

// Keys join into the URLs the default query function fetches ("/api/demo/users/7/suggested").
export function useDemoFamily() {
  return useQuery<DemoMember[]>({ queryKey: ["/api/demo/family"] });
}

export function useDemoSuggestions(memberId: number | undefined) {
  return useQuery<SuggestedUser[]>({
    queryKey: ["/api/demo/users", memberId, "suggested"],
    enabled: memberId !== undefined,
  });
}

export function useDemoRequests(memberId: number | undefined) {
  return useQuery<ConnectionRequest[]>({
    queryKey: ["/api/demo/users", memberId, "requests"],
    enabled: memberId !== undefined,
  });
}
