import { useQuery } from "@tanstack/react-query";
import type { TogetherDetail, TogetherList } from "@contract/reading-together";

/** A place that reads plans together: a group or a church, by id. */
export type ReadingPlaceRef = { groupId: number } | { churchId: number };

const togetherListKey = (place: ReadingPlaceRef) =>
  ["groupId" in place ? `/api/plans/together?groupId=${place.groupId}` : `/api/plans/together?churchId=${place.churchId}`] as const;

export const togetherKey = (id: number) => ["/api/plans/together", String(id)] as const;

// Others mark their reading all day long, and nothing tells this page of it: each is read again
// whenever it is opened (what was read before shows meanwhile).

/** The plans a group or a church reads together. */
export const useTogetherList = (place: ReadingPlaceRef) => useQuery<TogetherList>({ queryKey: togetherListKey(place), staleTime: 0 });

/** A plan read together: its days, and who has read today's. */
export const useTogether = (id: number) => useQuery<TogetherDetail>({ queryKey: togetherKey(id), staleTime: 0 });
