/** The signed-in member's address, whether it is confirmed and any change waiting: GET /api/account/email. */
export const ACCOUNT_EMAIL_KEY = ["/api/account/email"] as const;
