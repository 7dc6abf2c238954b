/** The address an invitation link's code opens, on this site: what the QR code holds. */
export const inviteUrl = (code: string): string => `${window.location.origin}/join/${code}`;
