import { useMutation, useQueryClient } from "@tanstack/react-query";
import { displayName } from "@contract/display-name";
import type { SiteSettings, UpdateSiteSettingsBody, WaitingSignUp } from "@contract/site";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { rememberSite } from "./site-once";
import { SIGN_UPS_KEY, SITE_KEY } from "./site-queries";

const messages = i18n("site/site-mutations", {
  success: "Success",
  saved: "The site's settings are saved.",
  saveFailed: "Could not save the site's settings. Please try again.",
  admitted: params<{ name: string }>("{name} is admitted. We have e-mailed them that they can sign in."),
  declined: params<{ name: string }>("{name}'s sign-up is declined. We have e-mailed them."),
  answerFailed: "Could not answer the sign-up. Please try again.",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

/** An admin saves the site's settings: only what changed is sent. The form shows a refused field beside it. */
export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateSiteSettingsBody) => (await (await apiRequest("PUT", "/api/site", changes)).json()) as SiteSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(SITE_KEY, settings);
      // The terms, privacy and sign-up pages read the settings once per visit: these are theirs now.
      rememberSite(settings);
      toast({ title: t().success, description: t().saved });
    },
    onError: (error) => errorToast(error, t().saveFailed),
  });
}

/**
 * A moderator or admin admits a sign-up (they may sign in from now on) or declines it (the
 * account is deleted); either way the person is mailed, and they leave the waiting list.
 */
export function useAnswerSignUp(person: WaitingSignUp) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admit: boolean) => apiRequest("PUT", `/api/admin/sign-ups/${person.id}`, { admit }),
    onSuccess: (_res, admit) => {
      queryClient.setQueryData<WaitingSignUp[]>(SIGN_UPS_KEY, (list) => list?.filter((waiting) => waiting.id !== person.id));
      const name = displayName(person);
      toast({ title: t().success, description: admit ? t().admitted({ name }) : t().declined({ name }) });
    },
    onError: (error) => {
      // Answered meanwhile (by someone else on the team): the list was out of date.
      void queryClient.invalidateQueries({ queryKey: SIGN_UPS_KEY });
      errorToast(error, t().answerFailed);
    },
  });
}
