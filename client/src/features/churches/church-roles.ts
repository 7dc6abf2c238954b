import type { ChurchRole } from "@contract/churches";

/** Owners and leaders: they answer requests, invite, and keep the page and its people. */
export const leads = (role: ChurchRole | null): boolean => role === "owner" || role === "leader";
