import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages, params } from "../i18n";

const messages = mailMessages("mail/account-deleted", {
  subject: "Your Koinonia account has been deleted",
  heading: params<{ firstName: string }>("Goodbye, {firstName}"),
  gone: "Your Koinonia account has been deleted, as you asked. Your profile, posts, prayer requests, comments, prayers, connections, group memberships and photos are gone for good.",
  ifNotYou: "If you did not delete it yourself, someone who knew your password did. If you use that password anywhere else, change it there.",
  welcomeBack: "You are welcome back at any time: you can create a new account with this address.",
  action: "Visit Koinonia",
  lastMail: params<{ email: string }>("This is the last mail we send to {email} about this account."),
});

/**
 * The receipt for a deleted account, to the address it had. It also warns the owner of an
 * account deleted by someone else, who can then do no more than change that password elsewhere.
 */
export function accountDeletedMail({
  firstName,
  email,
  publicUrl,
  language,
}: {
  firstName: string;
  email: string;
  publicUrl: string;
  language: Language;
}): ComposedMail {
  const t = messages(language);
  return composeMail(
    {
      subject: t.subject,
      heading: t.heading({ firstName }),
      paragraphs: [t.gone, t.ifNotYou, t.welcomeBack],
      action: { label: t.action, url: publicUrl },
      footer: [t.lastMail({ email })],
    },
    language,
  );
}
