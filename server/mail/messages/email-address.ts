import { EMAIL_LINK_HOURS, RESTORE_LINK_DAYS } from "../../../contract/account-credentials";
import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages, params } from "../i18n";

const messages = mailMessages("mail/email-address", {
  valid: params<{ hours: number }>("The link works once, within {hours} hours."),
  confirmAction: "Confirm email address",
  notSignedUp: "If you did not sign up for Koinonia, you can ignore this email.",
  ifYou: "If this was you, there is nothing more to do.",
  welcomeSubject: "Welcome to Koinonia: please confirm your email address",
  welcomeHeading: params<{ firstName: string }>("Welcome to Koinonia, {firstName}!"),
  welcomeGlad:
    "We are glad you have joined us. Please confirm that this email address is yours, so that you can always get back into your account, even if you forget your password.",
  confirmSubject: "Confirm your email address",
  confirmHeading: "Confirm your email address",
  confirmYours: "Please confirm that this email address is yours, so that you can always get back into your Koinonia account.",
  newSubject: "Confirm your new email address",
  newHeading: "Confirm your new email address",
  newAsked: params<{ newEmail: string }>(
    "You asked to use {newEmail} for your Koinonia account. Your account keeps its present address until you open this link.",
  ),
  newAction: "Confirm new address",
  newIgnore: "If you did not ask for this, you can ignore this email: nothing changes.",
  changingSubject: "Your email address is being changed",
  changingHeading: "Your email address is being changed",
  changingAsked: params<{ newEmail: string }>(
    "Someone signed in to your Koinonia account asked to change its email address to {newEmail}. The change happens only once that address confirms it.",
  ),
  changingIfNot:
    "If it was not you, someone may know your password. Reset your password now: that cancels the change and signs everyone out of your account.",
  changingAction: "Reset your password",
  changedSubject: "Your Koinonia email address was changed",
  changedHeading: "Your email address was changed",
  changedNow: params<{ newEmail: string }>("Your Koinonia account now uses {newEmail}."),
  changedIfNot: params<{ days: number }>(
    "If it was not you, someone who knew your password changed it. Open the link below within {days} days: it puts this address back and signs everyone out of your account. Then reset your password.",
  ),
  changedAction: "Restore my email address",
});

/** The first mail to a new member: welcome, and the link that confirms their address. */
export const welcomeMail = (firstName: string, link: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.welcomeSubject,
      heading: t.welcomeHeading({ firstName }),
      paragraphs: [t.welcomeGlad, t.valid({ hours: EMAIL_LINK_HOURS })],
      action: { label: t.confirmAction, url: link },
      footer: [t.notSignedUp],
    },
    language,
  );
};

/** A new confirmation link, asked for from the banner. */
export const confirmAddressMail = (link: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.confirmSubject,
      heading: t.confirmHeading,
      paragraphs: [t.confirmYours, t.valid({ hours: EMAIL_LINK_HOURS })],
      action: { label: t.confirmAction, url: link },
      footer: [t.notSignedUp],
    },
    language,
  );
};

/** To the address a member wants to move to: it becomes theirs only through this link. */
export const confirmNewAddressMail = (newEmail: string, link: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.newSubject,
      heading: t.newHeading,
      paragraphs: [t.newAsked({ newEmail }), t.valid({ hours: EMAIL_LINK_HOURS })],
      action: { label: t.newAction, url: link },
      footer: [t.newIgnore],
    },
    language,
  );
};

/** To the address being left: no link to act on, only how to keep the account if it was not them. */
export const addressChangeNoticeMail = (newEmail: string, forgotPasswordUrl: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.changingSubject,
      heading: t.changingHeading,
      paragraphs: [t.changingAsked({ newEmail }), t.ifYou, t.changingIfNot],
      action: { label: t.changingAction, url: forgotPasswordUrl },
    },
    language,
  );
};

/** To the address just left, once the change is made: it says where the account went (its owner knew both). */
// A reset link would go to the new address now, so this mail carries the old owner's way back.
export const addressChangedMail = (newEmail: string, restoreUrl: string, language: Language): ComposedMail => {
  const t = messages(language);
  return composeMail(
    {
      subject: t.changedSubject,
      heading: t.changedHeading,
      paragraphs: [t.changedNow({ newEmail }), t.ifYou, t.changedIfNot({ days: RESTORE_LINK_DAYS })],
      action: { label: t.changedAction, url: restoreUrl },
    },
    language,
  );
};
