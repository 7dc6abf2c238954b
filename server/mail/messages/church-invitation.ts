import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages, params } from "../i18n";

const messages = mailMessages("mail/church-invitation", {
  subject: params<{ church: string }>("You are invited to join {church} on Koinonia"),
  heading: params<{ church: string }>("Join {church}"),
  invited: params<{ who: string; church: string }>(
    "{who} invited you to join {church} on Koinonia, where its members share news, pray for one another and keep in touch.",
  ),
  oneStep: "The link below creates your account (or signs you in) and makes you a member, in one step.",
  action: params<{ church: string }>("Join {church}"),
  expires: params<{ days: number }>("The link works for {days} days, for you alone. If you were not expecting it, you can ignore this mail."),
});

/** A leader's invitation to one person, with the link that joins them. In the leader's language. */
export function churchInvitationMail(
  { who, church, url, days }: { who: string; church: string; url: string; days: number },
  language: Language,
): ComposedMail {
  const t = messages(language);
  return composeMail(
    {
      subject: t.subject({ church }),
      heading: t.heading({ church }),
      paragraphs: [t.invited({ who, church }), t.oneStep],
      action: { label: t.action({ church }), url },
      footer: [t.expires({ days })],
    },
    language,
  );
}
