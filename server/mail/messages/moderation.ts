import { type ComposedMail, composeMail } from "../compose";

/**
 * A moderator's decision about the member's account or what they wrote (a removal, a warning,
 * a suspension, a ban), mailed at once whatever their notice settings: it concerns their
 * standing on the site, and a suspended or banned member cannot sign in to read the notice.
 */
export function moderationMail({ title, message, publicUrl }: { title: string; message: string; publicUrl: string }): ComposedMail {
  return composeMail({
    subject: title,
    heading: title,
    paragraphs: [message],
    action: { label: "Visit Koinonia", url: publicUrl },
    footer: ["We email you about decisions on your account whatever your notification settings say."],
  });
}
