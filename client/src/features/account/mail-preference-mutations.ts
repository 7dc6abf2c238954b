import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailCadence, MailKind, MailPreferences } from "@contract/mail-preferences";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { mailWords } from "./mail-words";
import { MAIL_PREFERENCES_KEY } from "./mail-preference-queries";

// {what} is a kind of notice, as named in mail-words.
const messages = i18n("account/mail-preference-mutations", {
  saved: "Email Preferences Saved",
  immediate: params<{ what: string }>("We will email you about {what} as they happen."),
  daily: params<{ what: string }>("We will email you about {what} in one daily digest."),
  off: params<{ what: string }>("We will not email you about {what}."),
  failed: "Could not save your email preferences. Please try again.",
});

/** The saved choice, told back in a sentence. */
const saved = (kind: MailKind, cadence: MailCadence): string => messages.get()[cadence]({ what: mailWords.get()[kind] });

const SAVING = ["mail-preferences", "save"] as const;

/**
 * Saves one kind's choice as soon as it is made, showing it at once. Choices made in quick
 * succession are sent one after another (so the server ends with the last one), and only the
 * answer to the last is shown; should the server refuse one, the saved choices are fetched again.
 */
export function useSetMailCadence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVING,
    scope: { id: SAVING.join("/") },
    mutationFn: async ({ kind, cadence }: { kind: MailKind; cadence: MailCadence }) =>
      (await (await apiRequest("PUT", "/api/account/mail-preferences", { [kind]: cadence })).json()) as MailPreferences,
    onMutate: async ({ kind, cadence }) => {
      await queryClient.cancelQueries({ queryKey: MAIL_PREFERENCES_KEY });
      queryClient.setQueryData<MailPreferences>(MAIL_PREFERENCES_KEY, (before) => before && { ...before, [kind]: cadence });
    },
    onSuccess: (preferences, { kind, cadence }) => {
      if (queryClient.isMutating({ mutationKey: SAVING }) <= 1) queryClient.setQueryData(MAIL_PREFERENCES_KEY, preferences);
      toast({ title: messages.get().saved, description: saved(kind, cadence) });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: MAIL_PREFERENCES_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().failed);
    },
  });
}
