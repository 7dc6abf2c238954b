import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages } from "../i18n";

const messages = mailMessages("mail/moderation", {
  action: "Visit Koinonia",
  whyMailed: "We email you about decisions on your account whatever your notification settings say.",
});

/**
 * A moderator's decision about the member's account or what they wrote (a removal, a warning,
 * a suspension, a ban), mailed at once whatever their notice settings: it concerns their
 * standing on the site, and a suspended or banned member cannot sign in to read the notice.
 * The decision's title and message are the notice's own, as stored; the rest is in their language.
 */
export function moderationMail({
  title,
  message,
  publicUrl,
  language,
}: {
  title: string;
  message: string;
  publicUrl: string;
  language: Language;
}): ComposedMail {
  const t = messages(language);
  return composeMail(
    {
      subject: title,
      heading: title,
      paragraphs: [message],
      action: { label: t.action, url: publicUrl },
      footer: [t.whyMailed],
    },
    language,
  );
}
