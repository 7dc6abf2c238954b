import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TogetherDetail } from "@contract/reading-together";
import { apiRequest } from "@/lib/api";
import { isChurchWall } from "@/lib/church-cache";
import { groupPostsKey } from "@/lib/group-cache";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { PLANS_KEY, browserTimeZone } from "./plans-queries";
import { type ReadingPlaceRef, togetherKey } from "./together-queries";

const messages = i18n("plans/together-mutations", {
  startFailed: "Could not start reading this plan together. Please try again.",
  stopFailed: "Could not stop reading this plan together. Please try again.",
  markFailed: "Could not save your reading. Please try again.",
});

type Failure = keyof ReturnType<typeof messages.get>;

// Every change answers with the plan as it now is (or nothing, once stopped): the plan's page
// takes it, and each place's list (and the home page's) is read again, as what it shows (today's
// count) changed too.
function useTogetherChange<Input>(failure: Failure, send: (input: Input) => Promise<Response>, then?: (plan: TogetherDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const res = await send(input);
      return res.status === 204 ? null : ((await res.json()) as TogetherDetail);
    },
    onSuccess: (plan) => {
      if (plan) queryClient.setQueryData(togetherKey(plan.id), plan);
      if (plan) then?.(plan);
      // The home page's card reads them with the member's own plans.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith("/api/plans/together?") || query.queryKey.join("/") === PLANS_KEY[0],
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get()[failure]);
    },
  });
}

/** Starts a plan together; its first day's discussion, written at once in the place, is read into the place's feed. */
export function useStartTogether(place: ReadingPlaceRef) {
  const queryClient = useQueryClient();
  return useTogetherChange(
    "startFailed",
    ({ planKey, startOn }: { planKey: string; startOn?: string }) =>
      apiRequest("POST", "/api/plans/together", { planKey, startOn, timeZone: browserTimeZone(), ...place }),
    ({ place: { kind, id } }) =>
      void queryClient.invalidateQueries(
        kind === "group"
          ? { queryKey: groupPostsKey(id) }
          : // A church's wall is kept by its web address, which the plan does not carry: every wall read is read again.
            { predicate: ({ queryKey }) => isChurchWall(queryKey) },
      ),
  );
}

export const useStopTogether = (id: number) => useTogetherChange("stopFailed", () => apiRequest("DELETE", `/api/plans/together/${id}`));

export const useMarkTogetherDay = (id: number) =>
  useTogetherChange("markFailed", ({ day, read }: { day: number; read: boolean }) =>
    apiRequest(read ? "PUT" : "DELETE", `/api/plans/together/${id}/days/${day}/read`),
  );
