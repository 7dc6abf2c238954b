import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Log } from "../core/log";

/** One message as the outbox keeps it. */
type Message = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** Hands a message to whatever delivers mail; a rejected promise means "try again later". */
export interface MailTransport {
  send(message: Message): Promise<void>;
  close(): void;
}

/**
 * A mail server answered that it will never take this message (a 5xx: no such mailbox, a
 * malformed address): trying again would only repeat the answer.
 */
export class PermanentMailError extends Error {}

// Each step of a conversation with the mail server gets this long; a sender's lease on a
// message is far longer, so no other process takes it up while this one still talks.
const SMTP_TIMEOUT_MS = 30_000;

type Settings = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** SMTP when SMTP_URL is set; otherwise an .eml file per message in DATA_DIR/outbox. */
export function openMailTransport(settings: Settings, log: Log): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from) : outboxTransport(settings.outboxDir, settings.from, log);
}

function smtpTransport(url: string, from: string): MailTransport {
  // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the start.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      try {
        await transporter.sendMail({ from, ...message });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentMailError((err as Error).message);
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Without a mail server (a first install on the embedded database) each message is written
 * where the operator can open it, and its subject and links are logged, so that a member who
 * forgot their password can still be let back in.
 */
function outboxTransport(dir: string, from: string, log: Log): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const built = await composer.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, links: [...new Set(message.text.match(LINK) ?? [])], file },
        "mail written to the outbox",
      );
    },
    close: () => composer.close(),
  };
}
