import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushDevice, PushKey } from "@contract/push";
import { apiRequest } from "@/lib/api";
import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { subscribeBrowser, unsubscribeBrowser } from "./browser-push";
import { PUSH_DEVICES_KEY, BROWSER_PUSH_KEY } from "./push-queries";

const messages = i18n("account/push-mutations", {
  on: "Notifications On",
  onDescription: "We will notify this device as things happen.",
  off: "Notifications Off",
  offDescription: "We will no longer notify this device.",
  offFailed: "Could not turn notifications off. Please try again.",
  deviceOffDescription: params<{ device: string }>("We will no longer notify {device}."),
  deviceOffFailed: "Could not turn that device's notifications off. Please try again.",
});
const PUSH_KEY = ["/api/push/key"] as const;

/** Stops pushing to an endpoint; one already gone (404) is what was wanted. */
async function forget(endpoint: string): Promise<void> {
  try {
    await apiRequest("DELETE", "/api/push/subscriptions", { endpoint });
  } catch (error) {
    if (!hasStatus(error, 404)) throw error;
  }
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY }), queryClient.invalidateQueries({ queryKey: BROWSER_PUSH_KEY })]);
}

/**
 * Turns notifications on for this browser: its permission, a subscription with the site's key,
 * and the server told of it. A failure is the mutation's error, shown beside the switch (not
 * only a toast): it often needs the member to do something in the browser.
 */
export function useTurnPushOn() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery<PushKey>({ queryKey: PUSH_KEY, staleTime: Number.POSITIVE_INFINITY });
      const subscription = await subscribeBrowser(publicKey);
      await apiRequest("POST", "/api/push/subscriptions", subscription);
    },
    onSuccess: () => {
      const t = messages.get();
      toast({ title: t.on, description: t.onDescription });
    },
    onError: (error) => void handleUnauthorized(error),
    onSettled: refresh,
  });
}

/** Turns notifications off for this browser: its subscription ended, and the server told. */
export function useTurnPushOff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeBrowser();
      if (endpoint) await forget(endpoint);
    },
    onSuccess: () => {
      const t = messages.get();
      toast({ title: t.off, description: t.offDescription });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().offFailed);
    },
    onSettled: refresh,
  });
}

/** Stops pushing to another of the member's browsers. */
export function useTurnOffDevice() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (device: PushDevice) => forget(device.endpoint),
    onSuccess: (_done, device) => {
      queryClient.setQueryData<PushDevice[]>(PUSH_DEVICES_KEY, (list) => list?.filter((d) => d.id !== device.id));
      const t = messages.get();
      toast({ title: t.off, description: t.deviceOffDescription({ device: device.device }) });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().deviceOffFailed);
    },
    onSettled: refresh,
  });
}
