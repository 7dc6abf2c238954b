import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church, CreateChurchBody, DirectorySharing, UpdateChurchBody } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { churchMembersKey, refreshChurch } from "@/lib/church-cache";
import { forgetMembersOnly, forgetMyChurch, patchChurch, storeChurch } from "./church-store";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";

const messages = i18n("churches/church-mutations", {
  success: "Success",
  created: params<{ name: string }>("{name} is on Koinonia. Invite your people!"),
  createFailed: "Failed to create the church",
  updated: "Church updated successfully",
  updateFailed: "Failed to update the church",
  deleted: params<{ name: string }>("{name} has been deleted."),
  deleteFailed: "Failed to delete the church",
  joined: params<{ name: string }>("Welcome to {name}!"),
  requested: params<{ name: string }>("Your request to join {name} has been sent. A leader will answer it."),
  joinFailed: "Failed to join the church",
  withdrawn: params<{ name: string }>("Your request to join {name} has been withdrawn."),
  withdrawFailed: "Failed to withdraw the request",
  left: params<{ name: string }>("You have left {name}."),
  leaveFailed: "Failed to leave the church",
  sharingFailed: "Failed to save what you show",
});

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

const path = (church: Pick<Church, "slug">) => `/api/churches/${encodeURIComponent(church.slug)}`;

/** 'Create a church': POST /api/churches; its creator is its first owner. */
export function useCreateChurch({ onCreated }: { onCreated?: (church: Church) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChurchBody) => json<Church>("POST", "/api/churches", body),
    onSuccess: (church) => {
      storeChurch(queryClient, church);
      success(t().created({ name: church.name }));
      onCreated?.(church);
    },
    // The form shows a refused field's message beside it; the toast says it too.
    onError: (error) => churchErrorToast(error, t().createFailed),
  });
}

/** Manage > Details: only what changed is sent. A new web address moves the page there. */
export function useUpdateChurch(church: Church, { onUpdated }: { onUpdated?: (church: Church) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateChurchBody) => json<Church>("PUT", path(church), changes),
    onSuccess: (updated) => {
      storeChurch(queryClient, updated);
      success(t().updated);
      onUpdated?.(updated);
    },
    onError: (error) => churchErrorToast(error, t().updateFailed),
  });
}

export function useDeleteChurch(church: Church, { onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", path(church)),
    onSuccess: () => {
      // Leave its page first, so nothing asks for the church that is gone.
      onDeleted?.();
      forgetMyChurch(queryClient, church.id, { deleted: true });
      success(t().deleted({ name: church.name }));
    },
    onError: (error) => churchErrorToast(error, t().deleteFailed),
  });
}

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

/** What I show the church's other members in its directory: each choice saved as it is made. */
export function useDirectorySharing(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: Partial<DirectorySharing>) =>
      (await (await apiRequest("PUT", `${path(church)}/sharing`, choices)).json()) as DirectorySharing,
    onSuccess: (mySharing) => {
      patchChurch(queryClient, church.id, () => ({ mySharing }));
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
    },
    onError: (error) => churchErrorToast(error, t().sharingFailed),
  });
}
