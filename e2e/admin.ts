// The suite's admin: playwright.config.ts names this address in ADMIN_EMAILS, so the account
// made with it (by whichever test comes first) is an admin once it has confirmed the address
// through the test mailbox, which signInAsAdmin (e2e/helpers.ts) does.
export const ADMIN_EMAIL = "e2e.admin@example.com";
