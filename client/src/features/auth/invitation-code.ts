import { safeNextPath } from "@/lib/safe-next";

// An invitation link's path, as the join page sends a visitor to sign up from it: /join/<code>.
const JOIN_PATH = /^\/join\/([A-Za-z0-9_-]{12})(?:[/?#]|$)/;
const CODE = /^[A-Za-z0-9_-]{12}$/;

/**
 * The code of the invitation a visitor came by, else null: a church's, when sign-in is to
 * return them to it (`?next=/join/<code>`), and they join that church as the account is made;
 * or a member's (`?invitation=<code>`). On a site where sign-ups are by invitation, it is what
 * lets them sign up.
 */
export function invitationCode(search: string): string | null {
  const next = safeNextPath(search);
  return (next && JOIN_PATH.exec(next)?.[1]) ?? memberInvitationCode(search);
}

/** The code of a member's invitation to the site the visitor came by (`?invitation=<code>`), else null. */
export function memberInvitationCode(search: string): string | null {
  const code = new URLSearchParams(search).get("invitation");
  return code && CODE.test(code) ? code : null;
}
