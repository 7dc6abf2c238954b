import { displayName } from "../../../contract/display-name";
import type { Db } from "../../db/client";
import { type UserRow, moderationActions } from "../../db/schema";

// What admins and the team do to the site itself goes in the audit log beside the moderators'
// actions, each in the transaction of the change it records.

type Settings = Readonly<Record<string, unknown>>;

/** The one row of site_settings: what a change of the site's settings is logged against. */
const SITE_ID = 1;

/**
 * In the transaction of a change of the site's settings: records which of them it changed (their
 * names as the API spells them, for the log's reader to word), or nothing if none did.
 */
export async function logSiteChange(tx: Db, adminId: number, before: Settings, after: Settings): Promise<void> {
  // The home church's id changes with the home church: it is named once.
  const changed = Object.keys(after).filter(
    (field) => field !== "homeChurchId" && JSON.stringify(after[field]) !== JSON.stringify(before[field]),
  );
  if (!changed.length) return;
  await tx.insert(moderationActions).values({
    actorId: adminId,
    action: "site",
    targetType: "site",
    targetId: SITE_ID,
    subjectId: null,
    reason: changed.join(", "),
  });
}

/**
 * In the transaction that answers a sign-up, before a declined account is deleted: records who
 * admitted or declined whom. The reason keeps their name, as the log names no one once their
 * account is gone.
 */
export async function logSignUpAnswer(tx: Db, staffId: number, user: UserRow, admit: boolean): Promise<void> {
  await tx.insert(moderationActions).values({
    actorId: staffId,
    action: admit ? "admit" : "decline",
    targetType: "user",
    targetId: user.id,
    subjectId: user.id,
    reason: displayName(user),
  });
}
