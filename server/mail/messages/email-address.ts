import { EMAIL_LINK_HOURS, RESTORE_LINK_DAYS } from "../../../contract/account-credentials";
import { type ComposedMail, composeMail } from "../compose";

const VALID = `The link works once, within ${EMAIL_LINK_HOURS} hours.`;

/** The first mail to a new member: welcome, and the link that confirms their address. */
export const welcomeMail = (firstName: string, link: string): ComposedMail =>
  composeMail({
    subject: "Welcome to Koinonia: please confirm your email address",
    heading: `Welcome to Koinonia, ${firstName}!`,
    paragraphs: [
      "We are glad you have joined us. Please confirm that this email address is yours, so that you can always get back into your account, even if you forget your password.",
      VALID,
    ],
    action: { label: "Confirm email address", url: link },
    footer: ["If you did not sign up for Koinonia, you can ignore this email."],
  });

/** A new confirmation link, asked for from the banner. */
export const confirmAddressMail = (link: string): ComposedMail =>
  composeMail({
    subject: "Confirm your email address",
    heading: "Confirm your email address",
    paragraphs: ["Please confirm that this email address is yours, so that you can always get back into your Koinonia account.", VALID],
    action: { label: "Confirm email address", url: link },
    footer: ["If you did not sign up for Koinonia, you can ignore this email."],
  });

/** To the address a member wants to move to: it becomes theirs only through this link. */
export const confirmNewAddressMail = (newEmail: string, link: string): ComposedMail =>
  composeMail({
    subject: "Confirm your new email address",
    heading: "Confirm your new email address",
    paragraphs: [
      `You asked to use ${newEmail} for your Koinonia account. Your account keeps its present address until you open this link.`,
      VALID,
    ],
    action: { label: "Confirm new address", url: link },
    footer: ["If you did not ask for this, you can ignore this email: nothing changes."],
  });

/** To the address being left: no link to act on, only how to keep the account if it was not them. */
export const addressChangeNoticeMail = (newEmail: string, forgotPasswordUrl: string): ComposedMail =>
  composeMail({
    subject: "Your email address is being changed",
    heading: "Your email address is being changed",
    paragraphs: [
      `Someone signed in to your Koinonia account asked to change its email address to ${newEmail}. The change happens only once that address confirms it.`,
      "If this was you, there is nothing more to do.",
      "If it was not you, someone may know your password. Reset your password now: that cancels the change and signs everyone out of your account.",
    ],
    action: { label: "Reset your password", url: forgotPasswordUrl },
  });

/** To the address just left, once the change is made: it says where the account went (its owner knew both). */
// A reset link would go to the new address now, so this mail carries the old owner's way back.
export const addressChangedMail = (newEmail: string, restoreUrl: string): ComposedMail =>
  composeMail({
    subject: "Your Koinonia email address was changed",
    heading: "Your email address was changed",
    paragraphs: [
      `Your Koinonia account now uses ${newEmail}.`,
      "If this was you, there is nothing more to do.",
      `If it was not you, someone who knew your password changed it. Open the link below within ${RESTORE_LINK_DAYS} days: it puts this address back and signs everyone out of your account. Then reset your password.`,
    ],
    action: { label: "Restore my email address", url: restoreUrl },
  });
