// The browser tests' mail server: a real SMTP server that the app under test sends to, and a
// small HTTP reader (GET /messages) through which the tests open what it received.
// Started by playwright.config.ts beside the app; stops on SIGTERM.
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAILBOX_PORT);
if (!smtpPort || !httpPort) throw new Error("E2E_SMTP_PORT and E2E_MAILBOX_PORT are required");

type Stored = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string>; receivedAt: number };
const messages: Stored[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const headers: Record<string, string> = {};
        for (const h of mail.headerLines) headers[h.key] = h.line.slice(h.line.indexOf(":") + 1).trim();
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          headers,
          receivedAt: Date.now(),
        });
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
smtp.listen(smtpPort, "127.0.0.1");

const reader = http.createServer((request, response) => {
  if (request.url === "/healthz") return void response.end("ok");
  if (request.method === "GET" && request.url?.startsWith("/messages")) {
    const to = new URL(request.url, "http://x").searchParams.get("to")?.toLowerCase();
    response.setHeader("content-type", "application/json");
    return void response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  }
  response.statusCode = 404;
  response.end();
});
reader.listen(httpPort, "127.0.0.1");

process.on("SIGTERM", () => {
  reader.close();
  smtp.close(() => process.exit(0));
});
