import type { ReactionCounts, ReactionKind } from "@contract/reactions";

/** The counts once my reaction `mine` becomes `next` (or none): shown at once, before the server's answer. */
export function countsWith(counts: ReactionCounts, mine: ReactionKind | null, next: ReactionKind | null): ReactionCounts {
  const moved: ReactionCounts = { ...counts };
  if (mine) moved[mine] = (moved[mine] ?? 0) - 1;
  if (next) moved[next] = (moved[next] ?? 0) + 1;
  return Object.fromEntries(Object.entries(moved).filter(([, n]) => n > 0)) as ReactionCounts;
}

/** How many reacted, all kinds together. */
export const totalOf = (counts: ReactionCounts): number => Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
