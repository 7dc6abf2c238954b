import type { MemberState } from "@contract/admin";
import { i18n, params } from "@/lib/i18n";

/** What may be true of a member, as the filter offers it and each member's badges say it. */
export const memberWords = i18n("admin/member-words", {
  all: "All members",
  newFilter: "New (last 7 days)",
  unconfirmedFilter: "E-mail not confirmed",
  waitingFilter: "Waiting for approval",
  suspendedFilter: "Suspended",
  bannedFilter: "Banned",
  new: "New",
  unconfirmed: "Unconfirmed",
  waiting: "Waiting",
  suspended: "Suspended",
  suspendedUntil: params<{ date: string }>("Suspended until {date}"),
  banned: "Banned",
  member: "Member",
  moderator: "Moderator",
  admin: "Admin",
});

export type MemberWords = ReturnType<typeof memberWords.get>;

/** The filter's choice for each state. */
export const FILTER_WORDS: Record<MemberState, `${MemberState}Filter`> = {
  new: "newFilter",
  unconfirmed: "unconfirmedFilter",
  waiting: "waitingFilter",
  suspended: "suspendedFilter",
  banned: "bannedFilter",
};
