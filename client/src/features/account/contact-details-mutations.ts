import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactDetails, ContactDetailsBody } from "@contract/contact-details";
import { apiRequest } from "@/lib/api";
import { CHURCH_PREFIX } from "@/lib/church-cache";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { CONTACT_DETAILS_KEY } from "./contact-details-queries";

const messages = i18n("account/contact-details-mutations", {
  saved: "Contact details saved",
  savedHint: "The churches you show them to see them as they are now.",
});

/**
 * Saves both fields (a blank one is cleared). The churches' directories that show them are read
 * again when next shown. A refusal is the caller's to show, under its field.
 */
export function useSaveContactDetails({ onSaved }: { onSaved?: (details: ContactDetails) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactDetailsBody) => (await (await apiRequest("PUT", "/api/account/contact", body)).json()) as ContactDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(CONTACT_DETAILS_KEY, details);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === CHURCH_PREFIX[0] && query.queryKey[2] === "members",
        refetchType: "none",
      });
      const t = messages.get();
      toast({ title: t.saved, description: t.savedHint });
      onSaved?.(details);
    },
  });
}
