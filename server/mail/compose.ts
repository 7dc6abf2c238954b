import type { Language } from "../../contract/languages";
import { mailMessages } from "./i18n";

/**
 * A mail as the app writes one: a few paragraphs, at most one button, a footer. Every mail
 * gets a plain-text part and a simple HTML part (one column, real text, the button a plain
 * link with its words), so it reads the same in any client and to a screen reader.
 */
export type MailContent = {
  subject: string;
  /** The greeting or headline. */
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under a rule: why this mail came, how to stop it. */
  footer?: string[];
  /** The one-click unsubscribe address (the List-Unsubscribe header and the footer's link). */
  unsubscribeUrl?: string;
};

const messages = mailMessages("mail/compose", {
  buttonFallback: "If the button does not work, open this address:",
  unsubscribe: "Unsubscribe",
});

export type ComposedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The mail, in the recipient's language: its own words here, and the page's language for screen readers. */
export function composeMail(content: MailContent, language: Language): ComposedMail {
  const { subject, heading, paragraphs, action, footer = [], unsubscribeUrl } = content;
  const t = messages(language);
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footer.length || unsubscribeUrl ? ["--", ...footer, ...(unsubscribeUrl ? [`${t.unsubscribe}: ${unsubscribeUrl}`] : [])] : []),
  ]
    .join("\n")
    .trimEnd();

  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#374151">${escapeHtml(t.buttonFallback)} <a href="${escapeHtml(action.url)}" style="color:#4338ca">${escapeHtml(action.url)}</a></p>`
    : "";
  const small = (s: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#4b5563">${s}</p>`;
  const foot =
    footer.length || unsubscribeUrl
      ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
${footer.map((f) => small(escapeHtml(f))).join("\n")}
${unsubscribeUrl ? small(`<a href="${escapeHtml(unsubscribeUrl)}" style="color:#4338ca">${escapeHtml(t.unsubscribe)}</a>`) : ""}`
      : "";
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<main style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-size:14px;font-weight:700;color:#4338ca">Koinonia</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${button}
${foot}
</main>
</body>
</html>
`;
  // RFC 8058: a mail client may unsubscribe with one POST to this address, no page in between.
  const headers: Record<string, string> = unsubscribeUrl
    ? { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return { subject, text, html, headers };
}
