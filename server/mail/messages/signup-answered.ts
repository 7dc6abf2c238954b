import type { Language } from "../../../contract/languages";
import { type ComposedMail, composeMail } from "../compose";
import { mailMessages, params } from "../i18n";

const messages = mailMessages("mail/signup-answered", {
  admittedSubject: params<{ site: string }>("Welcome to {site}: you can sign in now"),
  admittedHeading: params<{ firstName: string }>("Welcome, {firstName}"),
  admitted: params<{ site: string }>("Your sign-up to {site} was accepted. You can sign in now with the address and password you chose."),
  signIn: "Sign in",
  declinedSubject: params<{ site: string }>("Your sign-up to {site}"),
  declinedHeading: params<{ firstName: string }>("Hello, {firstName}"),
  declined: params<{ site: string }>(
    "Your sign-up to {site} was not accepted, and the account was not kept. If you think this is a mistake, write to the people who run the site.",
  ),
});

/** Tells someone who signed up where an admin admits each new member how it went. */
export function signupAnsweredMail(
  { firstName, site, url, admitted }: { firstName: string; site: string; url: string; admitted: boolean },
  language: Language,
): ComposedMail {
  const t = messages(language);
  return composeMail(
    admitted
      ? {
          subject: t.admittedSubject({ site }),
          heading: t.admittedHeading({ firstName }),
          paragraphs: [t.admitted({ site })],
          action: { label: t.signIn, url: `${url}/auth` },
        }
      : { subject: t.declinedSubject({ site }), heading: t.declinedHeading({ firstName }), paragraphs: [t.declined({ site })] },
    language,
  );
}
