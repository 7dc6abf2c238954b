import { useQuery } from "@tanstack/react-query";
import type { PlanDetail, PlanList, PlanSummary } from "@contract/reading-plans";

export const PLANS_KEY = ["/api/plans"] as const;
export const planKey = (key: string) => ["/api/plans", encodeURIComponent(key)] as const;

/** The plans, with my progress in those I follow. A new day's reading comes with the next look. */
export const usePlans = (enabled = true) => useQuery<PlanList>({ queryKey: PLANS_KEY, enabled });

export const usePlan = (key: string, enabled = true) => useQuery<PlanDetail>({ queryKey: planKey(key), enabled });

/** A church's plans, by its web address or id: those its leaders wrote. */
export const churchPlansKey = (church: string | number) => ["/api/churches", String(church), "plans"] as const;
export const useChurchPlans = (church: string | number, enabled = true) => useQuery<PlanSummary[]>({ queryKey: churchPlansKey(church), enabled });

/** The time zone this browser runs in: a plan's day, and its reminder, are this place's. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
