import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & {
  /** The envelope's recipients, as the server was told them. */
  envelopeTo: string[];
  /** The message as it came over the wire. */
  raw: string;
};

export type TestSmtp = {
  /** SMTP_URL for the app. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message (received or still to come) that matches, within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mail to this address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Refuses the next `count` messages with a temporary (4xx) or permanent (5xx) error. */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
};

/** A real SMTP server in the test process, on a free loopback port: mail the app sends ends up here. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals: { left: number; code: number } = { left: 0, code: 451 };

  const server = new SMTPServer({
    authOptional: true,
    // No certificate to offer: the app would otherwise upgrade with STARTTLS and reject ours.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refusals.left > 0) {
          refusals.left--;
          const err = Object.assign(new Error("Refused by the test server"), { responseCode: refusals.code });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            messages.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw }));
            for (const wake of waiters) wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const toOf = (mail: ReceivedMail) => mail.envelopeTo.map((a) => a.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to: (address) => messages.filter((m) => toOf(m).includes(address.toLowerCase())),
    refuseNext(count, code = 451) {
      refusals = { left: count, code };
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => m.subject).join(", ")})`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with this address. */
export function linkIn(mail: ParsedMail, startsWith: string): string {
  const link = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(startsWith));
  if (!link) throw new Error(`No link to ${startsWith} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
