import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church, CreateChurchBody, UpdateChurchBody } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";
import { forgetMyChurch, storeChurch } from "./church-store";

// Writing a church's page (making, editing, deleting it): apart from joining and leaving, which
// every church page offers, so that these load with the forms that use them.

const messages = i18n("churches/church-page-mutations", {
  success: "Success",
  created: params<{ name: string }>("{name} is on Koinonia. Invite your people!"),
  createFailed: "Failed to create the church",
  updated: "Church updated successfully",
  updateFailed: "Failed to update the church",
  deleted: params<{ name: string }>("{name} has been deleted."),
  deleteFailed: "Failed to delete the church",
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
