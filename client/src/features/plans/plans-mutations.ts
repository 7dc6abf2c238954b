import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlanDetail } from "@contract/reading-plans";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { PLANS_KEY, browserTimeZone, planKey } from "./plans-queries";

const messages = i18n("plans/plans-mutations", {
  startFailed: "Could not start this plan. Please try again.",
  stopFailed: "Could not stop this plan. Please try again.",
  markFailed: "Could not save your reading. Please try again.",
  catchUpFailed: "Could not catch up. Please try again.",
  reminderFailed: "Could not save your reminder. Please try again.",
});

type Failure = keyof ReturnType<typeof messages.get>;

/** A change to one plan: the plan's page takes the answer, and the list is read again. */
function usePlanChange<Input>(key: string, failure: Failure, send: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `plan-${key}` },
    mutationFn: async (input: Input) => {
      const res = await send(input);
      return res.status === 204 ? null : ((await res.json()) as PlanDetail);
    },
    onSuccess: (plan) => {
      if (plan) queryClient.setQueryData(planKey(key), plan);
      else void queryClient.invalidateQueries({ queryKey: planKey(key) });
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY, exact: true });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: planKey(key) });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get()[failure]);
    },
  });
}

const base = (key: string) => `/api/plans/${encodeURIComponent(key)}`;

export const useStartPlan = (key: string) =>
  usePlanChange(key, "startFailed", (reminder: string | null) =>
    apiRequest("POST", `${base(key)}/start`, { timeZone: browserTimeZone(), reminder }),
  );

export const useStopPlan = (key: string) => usePlanChange(key, "stopFailed", () => apiRequest("DELETE", base(key)));

export const useMarkDay = (key: string) =>
  usePlanChange(key, "markFailed", ({ day, read }: { day: number; read: boolean }) =>
    apiRequest(read ? "PUT" : "DELETE", `${base(key)}/days/${day}/read`),
  );

export const useCatchUp = (key: string) => usePlanChange(key, "catchUpFailed", () => apiRequest("POST", `${base(key)}/catch-up`));

export const useSetPlanReminder = (key: string) =>
  usePlanChange(key, "reminderFailed", (reminder: string | null) =>
    apiRequest("PUT", `${base(key)}/reminder`, { reminder, timeZone: browserTimeZone() }),
  );
