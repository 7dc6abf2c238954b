import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages, params } from "../i18n";

const messages = mailMessages("mail/site-invitation", {
  subject: params<{ who: string; site: string }>("{who} invited you to join {site}"),
  heading: params<{ site: string }>("Join {site}"),
  invited: params<{ who: string; site: string }>(
    "{who} invited you to join {site}, where believers share news, pray for one another and keep in touch. New members join by invitation.",
  ),
  action: "Create your account",
  expires: params<{ days: number }>(
    "The link works for {days} days, for one person. If you already have an account, or were not expecting this mail, you can ignore it.",
  ),
});

/** A member's invitation to one person, with the link that signs them up. In the member's language. */
export function siteInvitationMail(
  { who, site, url, days }: { who: string; site: string; url: string; days: number },
  language: Language,
): ComposedMail {
  const t = messages(language);
  return composeMail(
    {
      subject: t.subject({ who, site }),
      heading: t.heading({ site }),
      paragraphs: [t.invited({ who, site })],
      action: { label: t.action, url },
      footer: [t.expires({ days })],
    },
    language,
  );
}
