import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { churchMembersKey, refreshChurch } from "@/lib/church-cache";
import { forgetMembersOnly, forgetMyChurch, patchChurch, storeChurch } from "./church-store";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";

const messages = i18n("churches/church-mutations", {
  success: "Success",
  joined: params<{ name: string }>("Welcome to {name}!"),
  requested: params<{ name: string }>("Your request to join {name} has been sent. A leader will answer it."),
  joinFailed: "Failed to join the church",
  withdrawn: params<{ name: string }>("Your request to join {name} has been withdrawn."),
  withdrawFailed: "Failed to withdraw the request",
  left: params<{ name: string }>("You have left {name}."),
  leaveFailed: "Failed to leave the church",
});

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

const path = (church: Pick<Church, "slug">) => `/api/churches/${encodeURIComponent(church.slug)}`;

/** Join an open church at once, or ask to join one that admits by request. */
export function useJoinChurch(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json<Church>("POST", `${path(church)}/join`),
    onSuccess: (joined) => {
      storeChurch(queryClient, joined);
      if (joined.myRole) {
        void queryClient.invalidateQueries({ queryKey: churchMembersKey(joined.slug) });
        success(t().joined({ name: joined.name }));
      } else {
        success(t().requested({ name: joined.name }));
      }
    },
    onError: (error) => {
      // Its way of joining may have changed since the page was read.
      refreshChurch(queryClient, church.id);
      churchErrorToast(error, t().joinFailed);
    },
  });
}

/** Withdraw my request to join. */
export function useWithdrawRequest(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${path(church)}/join`),
    onSuccess: () => {
      patchChurch(queryClient, church.id, () => ({ requested: false }));
      success(t().withdrawn({ name: church.name }));
    },
    onError: (error) => {
      refreshChurch(queryClient, church.id);
      churchErrorToast(error, t().withdrawFailed);
    },
  });
}

/** Leave; the last owner is refused by the server, whose words the toast shows. */
export function useLeaveChurch(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `${path(church)}/leave`),
    onSuccess: () => {
      forgetMyChurch(queryClient, church.id);
      patchChurch(queryClient, church.id, (c) => ({
        myRole: null,
        myTitle: null,
        pendingRequests: null,
        memberCount: Math.max(0, c.memberCount - 1),
      }));
      // What only members and leaders may read is theirs no longer.
      forgetMembersOnly(queryClient, church.slug);
      success(t().left({ name: church.name }));
    },
    onError: (error) => churchErrorToast(error, t().leaveFailed),
  });
}
