import { type ComposedMail, composeMail } from "../compose";

export const ACCOUNT_DELETED_SUBJECT = "Your Koinonia account has been deleted";

/**
 * The receipt for a deleted account, to the address it had. It also warns the owner of an
 * account deleted by someone else, who can then do no more than change that password elsewhere.
 */
export function accountDeletedMail({ firstName, email, publicUrl }: { firstName: string; email: string; publicUrl: string }): ComposedMail {
  return composeMail({
    subject: ACCOUNT_DELETED_SUBJECT,
    heading: `Goodbye, ${firstName}`,
    paragraphs: [
      "Your Koinonia account has been deleted, as you asked. Your profile, posts, prayer requests, comments, prayers, connections, group memberships and photos are gone for good.",
      "If you did not delete it yourself, someone who knew your password did. If you use that password anywhere else, change it there.",
      "You are welcome back at any time: you can create a new account with this address.",
    ],
    action: { label: "Visit Koinonia", url: publicUrl },
    footer: [`This is the last mail we send to ${email} about this account.`],
  });
}
