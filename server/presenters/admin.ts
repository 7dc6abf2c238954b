import type { AdminMember } from "../../contract/admin";
import type { AdminMemberRow } from "../services/site/admin-members";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export const presentAdminMember = (row: AdminMemberRow): AdminMember => ({
  user: presentPublicUser(row.user),
  email: row.email,
  joinedAt: isoTime(row.joinedAt),
  role: row.role,
  states: row.states,
  suspendedUntil: row.suspendedUntil ? isoTime(row.suspendedUntil) : null,
});
