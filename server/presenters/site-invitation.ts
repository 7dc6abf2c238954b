import type { SiteInvitation, SiteInvitationPreview } from "../../contract/site-invitations";
import type { SiteInvitationRow, UserRow } from "../db/schema";
import type { InvitationEntry } from "../services/site/site-invitations";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentSiteInvitation({ invitation, state, usedBy }: InvitationEntry): SiteInvitation {
  return {
    id: invitation.id,
    code: invitation.code,
    email: invitation.email,
    state,
    usedBy: usedBy && presentPublicUser(usedBy),
    usedAt: invitation.usedAt && isoTime(invitation.usedAt),
    expiresAt: isoTime(invitation.expiresAt),
    createdAt: isoTime(invitation.createdAt),
  };
}

/** To whoever holds the code, a visitor too: the inviter's name and picture, nothing more of them. */
export function presentSiteInvitationPreview({
  invitation,
  inviter,
}: {
  invitation: SiteInvitationRow;
  inviter: UserRow;
}): SiteInvitationPreview {
  return {
    inviter: { firstName: inviter.firstName, lastName: inviter.lastName, profileImageUrl: inviter.profileImageUrl },
    expiresAt: isoTime(invitation.expiresAt),
  };
}
