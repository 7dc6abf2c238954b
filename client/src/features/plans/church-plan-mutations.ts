import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChurchPlanBody } from "@contract/church-plans";
import type { PlanDetail } from "@contract/reading-plans";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { PLANS_KEY, churchPlansKey, planKey } from "./plans-queries";

const messages = i18n("plans/church-plan-mutations", {
  saved: "The reading plan is saved. The church's members can start it now.",
  saveFailed: "Could not save the reading plan",
  deleted: "The reading plan has been taken down.",
  deleteFailed: "Could not take the reading plan down",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const churchPath = (slug: string) => `/api/churches/${encodeURIComponent(slug)}/plans`;

/** Every list a church's plan shows in is read again: the plans page, the church's, the plan's own. */
function useForgetPlans(slug: string) {
  const queryClient = useQueryClient();
  return (plan?: PlanDetail) => {
    if (plan) queryClient.setQueryData(planKey(plan.key), plan);
    void queryClient.invalidateQueries({ queryKey: PLANS_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: churchPlansKey(slug) });
  };
}

/**
 * A leader writes a plan for the church (`planId` absent) or rewrites one; the form shows a
 * refusal beside the field it names, so it handles its own errors (`onError`).
 */
export function useSaveChurchPlan(slug: string, planId: number | null, { onSaved }: { onSaved: (plan: PlanDetail) => void }) {
  const forget = useForgetPlans(slug);
  return useMutation({
    mutationFn: async (body: ChurchPlanBody) => {
      const res =
        planId === null ? await apiRequest("POST", churchPath(slug), body) : await apiRequest("PUT", `${churchPath(slug)}/${planId}`, body);
      return (await res.json()) as PlanDetail;
    },
    onSuccess: (plan) => {
      forget(plan);
      toast({ description: t().saved });
      onSaved(plan);
    },
  });
}

export const saveFailedMessage = () => t().saveFailed;

/** A leader takes a plan down: whoever followed it, and the church reading it together, stop. */
export function useDeleteChurchPlan(slug: string, planId: number, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const forget = useForgetPlans(slug);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${churchPath(slug)}/${planId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: planKey(`church-${planId}`) });
      forget();
      toast({ description: t().deleted });
      onDone();
    },
    onError: (error) => errorToast(error, t().deleteFailed),
  });
}
