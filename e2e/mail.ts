import { expect } from "@playwright/test";

// The test mail server started beside the app (scripts/e2e-mailbox.ts, playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 5174);
const MAILBOX = `http://127.0.0.1:${PORT + 2}`;

export type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string>; receivedAt: number };

/** Every mail the app has sent to this address so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}

/** Waits for a mail to this address whose subject matches, and returns it (the newest such). */
export async function waitForMail(address: string, subject: string | RegExp, timeoutMs = 15_000): Promise<Mail> {
  const matches = (m: Mail) => (typeof subject === "string" ? m.subject === subject : subject.test(m.subject));
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `a mail to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text whose path starts with `path` (e.g. "/reset-password"). */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}":\n${mail.text}`);
  return link;
}
