import { useQuery } from "@tanstack/react-query";
import type { ReportGroup, TeamMember } from "@contract/moderation";
import { REPORTS_KEY, TEAM_KEY } from "@/lib/moderation-cache";

// The audit log's and the action dialog's hooks live beside them (use-audit-log, use-moderation-action):
// this file is in the page's first load, and they are only wanted once their tab or dialog opens.

/** The open reports, grouped by what they target, the most reported first; read afresh on each visit. */
export const useReportGroups = () => useQuery<ReportGroup[]>({ queryKey: REPORTS_KEY, refetchOnMount: "always" });

export const useTeam = () => useQuery<TeamMember[]>({ queryKey: TEAM_KEY, refetchOnMount: "always" });
