import { type ComposedMail, composeMail } from "../compose";

// The reset mail names nobody: it is composed before anyone knows whether the address has
// an account, so that asking for one costs the same either way.
export const passwordResetMail = (link: string): ComposedMail =>
  composeMail({
    subject: "Reset your Koinonia password",
    heading: "Reset your password",
    paragraphs: [
      "Someone, we hope you, asked to reset the password of the Koinonia account that uses this email address.",
      "The link below lets you choose a new password. It works once, within one hour.",
    ],
    action: { label: "Choose a new password", url: link },
    footer: ["If you did not ask for this, you can ignore this email: your password stays as it is."],
  });

export const passwordChangedMail = (forgotPasswordUrl: string): ComposedMail =>
  composeMail({
    subject: "Your password was changed",
    heading: "Your password was changed",
    paragraphs: [
      "The password of your Koinonia account was just changed.",
      "If this was you, there is nothing more to do.",
      "If it was not you, someone else may know your password. Choose a new one at once with the link below: that signs everyone out of your account.",
    ],
    action: { label: "Reset your password", url: forgotPasswordUrl },
  });
