import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages } from "../i18n";

const messages = mailMessages("mail/password", {
  resetSubject: "Reset your Koinonia password",
  resetHeading: "Reset your password",
  resetAsked: "Someone, we hope you, asked to reset the password of the Koinonia account that uses this email address.",
  resetLink: "The link below lets you choose a new password. It works once, within one hour.",
  resetAction: "Choose a new password",
  resetIgnore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  changedSubject: "Your password was changed",
  changedHeading: "Your password was changed",
  changedJust: "The password of your Koinonia account was just changed.",
  changedIfYou: "If this was you, there is nothing more to do.",
  changedIfNot:
    "If it was not you, someone else may know your password. Choose a new one at once with the link below: that signs everyone out of your account.",
  changedAction: "Reset your password",
});

// The reset mail names nobody: it is composed before anyone knows whether the address has
// an account, so that asking for one costs the same either way. Its language is the asker's.
export const passwordResetMail = (link: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.resetSubject,
      heading: t.resetHeading,
      paragraphs: [t.resetAsked, t.resetLink],
      action: { label: t.resetAction, url: link },
      footer: [t.resetIgnore],
    },
    language,
  );
};

export const passwordChangedMail = (forgotPasswordUrl: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.changedSubject,
      heading: t.changedHeading,
      paragraphs: [t.changedJust, t.changedIfYou, t.changedIfNot],
      action: { label: t.changedAction, url: forgotPasswordUrl },
    },
    language,
  );
};
