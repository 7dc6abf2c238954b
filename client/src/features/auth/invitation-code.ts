import { safeNextPath } from "@/lib/safe-next";

// An invitation link's path, as the join page sends a visitor to sign up from it: /join/<code>.
const JOIN_PATH = /^\/join\/([A-Za-z0-9_-]{12})(?:[/?#]|$)/;

/**
 * The code of the church invitation a visitor came from, when sign-in is to return them to it
 * (`?next=/join/<code>`), else null: on a site where sign-ups are by invitation, it is what
 * lets them sign up, and they join that church as the account is made.
 */
export function invitationCode(search: string): string | null {
  const next = safeNextPath(search);
  return (next && JOIN_PATH.exec(next)?.[1]) ?? null;
}
