import { siteInvitationPath } from "@contract/site-invitations";

/** The address an invitation's code opens, on this site: the sign-up form, which says who invited them. */
export const siteInvitationUrl = (code: string): string => `${window.location.origin}${siteInvitationPath(code)}`;
