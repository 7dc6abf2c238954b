import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { displayName } from "../../../contract/display-name";
import { MAILED_INVITATION_DAYS, MAX_MAIL_INVITATIONS_PER_DAY } from "../../../contract/limits";
import type { Context } from "../../core/context";
import { conflict } from "../../core/errors";
import { queryRows } from "../../db/client";
import { churchInviteLinks } from "../../db/schema";
import { churchInvitationMail } from "../../mail/messages/church-invitation";
import { enqueueMail } from "../../mail/outbox";
import { type ViewerAndChurch, findLeaderChurch } from "../../policies/church";
import { findUserById } from "../people/users";
import { insertLink } from "./church-links";
import { changingChurch } from "./churches";

/**
 * A leader invites a list of people by e-mail. Each address gets a link of its own, for one
 * person and for a month, that signs them up (or in) and joins them. An address that belongs to
 * a member already, or to someone banned from the church, is left out; one invited before gets
 * a fresh link in place of the old.
 */
export async function mailInvitations(
  { db, mail }: Context,
  ask: ViewerAndChurch,
  emails: string[],
): Promise<{ invited: number; skipped: number }> {
  const invited = await changingChurch(db, async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "update");
    const [{ today } = { today: 0 }] = await tx
      .select({ today: sql<number>`count(*)::int` })
      .from(churchInviteLinks)
      .where(
        and(
          eq(churchInviteLinks.churchId, church.id),
          isNotNull(churchInviteLinks.email),
          gt(churchInviteLinks.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if (today + emails.length > MAX_MAIL_INVITATIONS_PER_DAY) {
      throw conflict(`A church can mail at most ${MAX_MAIL_INVITATIONS_PER_DAY} invitations a day`);
    }
    const left = await queryRows<{ email: string }>(
      tx,
      sql`select lower(u.email) as email from users u
        where lower(u.email) in ${emails}
          and (exists (select 1 from church_members m where m.church_id = ${church.id} and m.user_id = u.id)
            or exists (select 1 from church_bans b where b.church_id = ${church.id} and b.user_id = u.id))`,
    );
    const leftOut = new Set(left.map((r) => r.email));
    const to = emails.filter((address) => !leftOut.has(address));
    if (!to.length) return 0;
    // The links mailed before to these addresses stop working: the newest mail is the one to use.
    await tx
      .update(churchInviteLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(churchInviteLinks.churchId, church.id), inArray(churchInviteLinks.email, to), isNull(churchInviteLinks.revokedAt)));
    const leader = await findUserById(tx, ask.viewerId);
    for (const email of to) {
      const link = await insertLink(tx, {
        churchId: church.id,
        createdBy: ask.viewerId,
        expiresInDays: MAILED_INVITATION_DAYS,
        maxUses: 1,
        email,
      });
      const url = `${mail.publicUrl}/join/${link.code}`;
      const words = { who: leader ? displayName(leader) : church.name, church: church.name, url, days: MAILED_INVITATION_DAYS };
      await enqueueMail(tx, { to: email, userId: null, ...churchInvitationMail(words, leader?.language ?? "en") });
    }
    return to.length;
  });
  if (invited) mail.sender.kick();
  return { invited, skipped: emails.length - invited };
}
