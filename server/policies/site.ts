import { sql } from "drizzle-orm";
import type { RegistrationMode } from "../../contract/site";
import type { Clock } from "../core/clock";
import { forbidden } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import type { UserRow } from "../db/schema";
import { holdStands } from "./person";

// Who may invite people to the site:
// - nobody but while the site takes new members by invitation. On an open site nobody needs
//   an invitation; on a closed site nobody may come in, invited or not; where an admin admits
//   each newcomer, that look is the team's to give, and a member's invitation does not step
//   around it. Admins are no exception: they choose the way people join, and while it is by
//   invitation they invite as every member does, within the same limits.
// - only a member in good standing: their email address confirmed (an account nobody has
//   shown to be someone's vouches for nobody), and not suspended or banned.

const NOT_BY_INVITATION: Record<Exclude<RegistrationMode, "invitation">, string> = {
  open: "Anyone may sign up on this site: invitations are not needed",
  approval: "This site does not take invitations: an admin admits each new member",
  closed: "Sign-ups are closed on this site",
};

/** Refuses to let `inviter` make invitations on a site whose sign-ups go as `registration` says. */
export async function assertMayInvite(db: Db, now: Clock, { inviter, registration }: { inviter: UserRow; registration: RegistrationMode }) {
  if (registration !== "invitation") throw forbidden(NOT_BY_INVITATION[registration]);
  // A hold stands as it does at sign-in: a ban until it is lifted, a suspension until its time has passed.
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from account_holds h where h.user_id = ${inviter.id}::int and ${holdStands(sql`h`, new Date(now()))}) as held`,
  );
  if (row?.held) throw forbidden("A suspended or banned account cannot invite anyone");
  if (!inviter.emailVerifiedAt) throw forbidden("Please confirm your email address before inviting anyone");
}
