import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { mailOutbox } from "../../../server/db/schema";
import { composeMail } from "../../../server/mail/compose";
import { type MailSender, deliverDueMail, enqueueMail, startMailSender } from "../../../server/mail/outbox";
import { openMailTransport } from "../../../server/mail/transport";
import type { Log } from "../../../server/core/log";
import { type TestSmtp, startTestSmtp } from "../../helpers/smtp";
import { openTestDatabase } from "../../helpers/databases";

const quiet: Log = { info() {}, warn() {}, error() {} };
const settings = (smtpUrl: string | undefined, outboxDir = "/nonexistent") => ({ smtpUrl, from: "Koinonia <no-reply@koinonia.test>", outboxDir });

const mail = (to: string, subject = "Hello") => ({
  to,
  userId: null,
  ...composeMail(
    {
      subject,
      heading: "Grace and peace",
      paragraphs: ["A line of text.", "A <b>bold</b> claim & more."],
      action: { label: "Open Koinonia", url: "http://koinonia.test/somewhere?token=abc" },
      footer: ["You are receiving this because you asked."],
      unsubscribeUrl: "http://koinonia.test/unsubscribe?u=1",
    },
    "en",
  ),
});

// A database of its own and no app: the only senders are the ones each test starts.
let smtp: TestSmtp;
let t: Database & { dataDir: string };
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = Object.assign(await openTestDatabase(inject("databaseTemplate")), { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-mail-")) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  fs.rmSync(t.dataDir, { recursive: true, force: true });
});

const queued = async () => (await t.db.select().from(mailOutbox)).length;

describe("the mail queue", () => {
  it("sends a queued mail over SMTP with a plain-text part, an accessible HTML part and one-click unsubscribe headers", async () => {
    await enqueueMail(t.db, mail("ruth@example.org", "Welcome"));
    const sent = await deliverDueMail(t.db, openMailTransport(settings(smtp.url), quiet), Date.now, quiet);
    expect(sent).toBe(1);
    const received = await smtp.waitFor((m) => m.subject === "Welcome");
    expect(received.envelopeTo).toEqual(["ruth@example.org"]);
    expect(received.from?.text).toBe('"Koinonia" <no-reply@koinonia.test>');
    expect(received.text).toContain("A <b>bold</b> claim & more.");
    expect(received.text).toContain("Open Koinonia: http://koinonia.test/somewhere?token=abc");
    expect(received.html).toContain('<html lang="en">');
    expect(received.html).toContain("A &lt;b&gt;bold&lt;/b&gt; claim &amp; more.");
    expect(received.html).toContain('href="http://koinonia.test/somewhere?token=abc"');
    expect(received.raw).toContain("List-Unsubscribe: <http://koinonia.test/unsubscribe?u=1>");
    expect(received.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(await queued()).toBe(0);
  });

  it("without SMTP_URL writes each mail to the outbox folder as an .eml file and logs its subject and links", async () => {
    const dir = path.join(t.dataDir, "outbox");
    const lines: Record<string, unknown>[] = [];
    const log: Log = { ...quiet, info: (details) => lines.push(details) };
    await enqueueMail(t.db, mail("lydia@example.org", "Reset your password"));
    expect(await deliverDueMail(t.db, openMailTransport(settings(undefined, dir), log), Date.now, quiet)).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("Subject: Reset your password");
    expect(eml).toContain("To: lydia@example.org");
    expect(lines[0]).toMatchObject({
      subject: "Reset your password",
      links: ["http://koinonia.test/somewhere?token=abc", "http://koinonia.test/unsubscribe?u=1"],
    });
  });

  it("keeps a mail the server refuses for now, and sends it once its back-off has passed", async () => {
    const transport = openMailTransport(settings(smtp.url), quiet);
    smtp.refuseNext(1, 451);
    await enqueueMail(t.db, mail("priscilla@example.org", "Try again"));
    let clock = Date.now() + 1000;
    expect(await deliverDueMail(t.db, transport, () => clock, quiet)).toBe(0);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1 });
    expect(row!.lastError).toContain("Refused by the test server");
    // Not yet due: nothing is tried again.
    expect(await deliverDueMail(t.db, transport, () => clock, quiet)).toBe(0);
    clock += 61_000;
    expect(await deliverDueMail(t.db, transport, () => clock, quiet)).toBe(1);
    expect(smtp.to("priscilla@example.org")).toHaveLength(1);
    expect(await queued()).toBe(0);
  });

  it("gives up on a mail the server refuses for good (a 5xx), and logs it", async () => {
    const errors: Record<string, unknown>[] = [];
    smtp.refuseNext(1, 550);
    await enqueueMail(t.db, mail("nobody@example.org", "Bounce"));
    await deliverDueMail(t.db, openMailTransport(settings(smtp.url), quiet), Date.now, { ...quiet, error: (d) => errors.push(d) });
    expect(await queued()).toBe(0);
    expect(errors).toHaveLength(1);
  });

  it("delivers what was queued before a restart, once the app is back", async () => {
    // The first app's mail server is down: the mail waits in the database.
    await enqueueMail(t.db, mail("tabitha@example.org", "Still here"));
    const down = startMailSender(t.db, openMailTransport(settings("smtp://127.0.0.1:9"), quiet), Date.now, quiet, 50);
    down.kick();
    // It tried, and failed: the mail is still queued, its attempt counted.
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "tabitha@example.org")))[0]?.attempts, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    await down.close();
    expect(await queued()).toBe(1);

    // The next process on the same database sends it, after its back-off.
    const later = () => Date.now() + 2 * 60_000;
    const up = startMailSender(t.db, openMailTransport(settings(smtp.url), quiet), later, quiet, 50);
    await smtp.waitFor((m) => m.subject === "Still here");
    await up.close();
    expect(await queued()).toBe(0);
  });

  it("never sends a mail twice when several senders share the queue", async () => {
    const count = 40;
    const before = smtp.messages.length;
    for (let i = 0; i < count; i++) await enqueueMail(t.db, mail(`crowd${i}@example.org`, `Crowd ${i}`));
    const senders: MailSender[] = [1, 2, 3].map(() => startMailSender(t.db, openMailTransport(settings(smtp.url), quiet), Date.now, quiet, 20));
    for (const s of senders) s.kick();
    await expect.poll(() => smtp.messages.length - before, { timeout: 20_000 }).toBe(count);
    // Closing waits for any send under way: a second copy, had one gone, has arrived by then.
    await Promise.all(senders.map((s) => s.close()));
    const subjects = smtp.messages.slice(before).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(count);
    expect(subjects).toHaveLength(count);
    expect(await queued()).toBe(0);
  });
});
