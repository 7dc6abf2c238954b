import { useCallback, useState } from "react";
import { usePrayNext } from "./prayer-list-queries";
import { useAmen } from "./prayer-list-mutations";

/** How many passed-over requests the server takes in `skip`: the oldest are forgotten first. */
const MAX_SKIP = 100;

/** What a walk shows: a request, the end of the requests, or the summary after End. */
type PrayNowPhase = "loading" | "error" | "praying" | "done" | "ended";

/**
 * One walk of "Pray now": the request shown, "Amen" (a prayer is recorded, then the next
 * request), "Skip" (the next, without praying) and "End". Requests met in this walk, prayed
 * for or passed over, are not offered again in it.
 */
export function usePrayNow() {
  const [met, setMet] = useState<number[]>([]);
  const [prayed, setPrayed] = useState(0);
  const [skipped, setSkipped] = useState(0);
  const [ended, setEnded] = useState(false);
  const [lastStep, setLastStep] = useState<"amen" | "skip" | null>(null);
  const next = usePrayNext(met);
  const pass = useCallback((postId: number) => setMet((ids) => [...ids.filter((id) => id !== postId), postId].slice(-MAX_SKIP)), []);
  const amen = useAmen({
    onPrayed: (postId) => {
      setPrayed((n) => n + 1);
      setLastStep("amen");
      pass(postId);
    },
  });

  const post = next.data?.post ?? null;
  const phase: PrayNowPhase = ended ? "ended" : next.isError ? "error" : next.isPending ? "loading" : post ? "praying" : "done";
  // Between an Amen or a Skip and the next request's arrival, the one shown is already done with.
  const busy = phase !== "praying" || amen.isPending || next.isPlaceholderData || next.isFetching;

  return {
    phase,
    post,
    updates: next.data?.updates ?? [],
    prayed,
    skipped,
    lastStep,
    busy,
    error: next.error,
    retry: () => void next.refetch(),
    sayAmen: () => {
      if (!busy && post) amen.mutate(post.id);
    },
    skip: () => {
      if (busy || !post) return;
      setSkipped((n) => n + 1);
      setLastStep("skip");
      pass(post.id);
    },
    end: () => setEnded(true),
  };
}
