import { defineConfig, devices } from "@playwright/test";
import { ADMIN_EMAIL } from "./e2e/admin";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://127.0.0.1:${PORT}`;
// The test mail server beside the app (scripts/e2e-mailbox.ts): SMTP, and a reader for the
// tests (e2e/mail.ts, which finds it the same way).
const SMTP_PORT = PORT + 1;
const MAILBOX_PORT = PORT + 2;

// Each run gets a brand-new embedded database in a temp folder, removed when the server stops.
// The server is started in the background and forwarded SIGTERM so its shutdown (and PGlite's
// data-folder lock release) happens before the folder is deleted.
const serverCommand = [
  'dir="$(mktemp -d -t koinonia-e2e-XXXXXX)"',
  "trap 'rm -rf \"$dir\"' EXIT",
  'DATA_DIR="$dir" node --import tsx server/main.ts & pid=$!',
  'trap \'kill -TERM "$pid" 2>/dev/null; wait "$pid"\' TERM INT',
  'wait "$pid"',
].join("; ");

const SITE_SPECS = /\/(site|site-invitations)\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  // Debian's Chromium: Playwright's own browser download is not available here.
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // DOM snapshots and the network, but no screencast: encoding frames for every test costs
    // a fifth of the suite's CPU on a 2-core machine; the failure screenshot below remains.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // A first visit, as most specs test: the service worker would otherwise install in some
    // tests and not others, as timing has it, and answer requests page.route never sees.
    // e2e/installable.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      // The site-wide settings specs change who may sign up on the one shared server: they run
      // after every other spec, one at a time, so no sign-up elsewhere meets their approval
      // mode, rules or invitation-only site.
      testIgnore: SITE_SPECS,
      use: chromium,
    },
    { name: "site-settings", testMatch: SITE_SPECS, dependencies: ["chromium"], workers: 1, use: chromium },
  ],
  webServer: [
    {
      command: "node --import tsx scripts/e2e-mailbox.ts",
      url: `http://127.0.0.1:${MAILBOX_PORT}/healthz`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAILBOX_PORT: String(MAILBOX_PORT) },
    },
    {
      command: `bash -c '${serverCommand.replace(/'/g, "'\\''")}'`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // First creation of a PGlite data folder takes several seconds on a small machine.
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        NODE_ENV: "test",
        // Many sign-ups and sign-ins from one address in a few seconds is the suite, not an attack.
        RATE_LIMIT_AUTH_IP_MAX: "1000",
        RATE_LIMIT_AUTH_ACCOUNT_MAX: "1000",
        RATE_LIMIT_SIGNUPS_IP_MAX: "1000",
        RATE_LIMIT_MAIL_ACCOUNT_MAX: "1000",
        RATE_LIMIT_MAIL_IP_MAX: "1000",
        // Every person in the suite signed up a moment ago: a new account's limits are not what it
        // tests, and a member whose address is confirmed counts towards holding what they report.
        NEW_ACCOUNT_HOURS: "0",
        RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR: "1000",
        RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR: "1000",
        RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR: "1000",
        RATE_LIMIT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: "1000",
        RATE_LIMIT_NEW_ACCOUNT_MESSAGES_PER_HOUR: "1000",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The suite's one admin (e2e/admin.ts): the operator names admins by their address.
        ADMIN_EMAILS: ADMIN_EMAIL,
        PUBLIC_URL: baseURL,
        // Link cards are read from pages a spec serves on loopback (no site on the internet is reachable).
        LINK_PREVIEWS_ALLOW_LOCAL: "true",
      },
    },
  ],
});
