import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageSettings } from "@contract/messages";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { CONVERSATIONS_KEY } from "@/lib/message-keys";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { MESSAGE_SETTINGS_KEY } from "./message-queries";

const messages = i18n("messages/message-settings-mutations", {
  saveFailed: "Could not save your message settings. Please try again.",
});

/**
 * Saves a switch as soon as it is flipped, showing it at once; flips in quick succession are
 * sent in turn, and should the server refuse one, the saved settings are fetched again.
 */
export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: "message-settings" },
    mutationFn: async (change: Partial<MessageSettings>) =>
      (await (await apiRequest("PUT", "/api/account/message-settings", change)).json()) as MessageSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: MESSAGE_SETTINGS_KEY });
      queryClient.setQueryData<MessageSettings>(MESSAGE_SETTINGS_KEY, (before) => before && { ...before, ...change });
    },
    onSuccess: (settings, change) => {
      queryClient.setQueryData(MESSAGE_SETTINGS_KEY, settings);
      // Read markers go both ways: the conversations show others' markers, or no longer do.
      if (change.readMarkers !== undefined) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, refetchType: "none" });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_SETTINGS_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().saveFailed);
    },
  });
}
