import { useStore } from "@nanostores/react";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { use, useEffect } from "react";
import { Link } from "wouter";
import type { EmailConfirmed } from "@contract/account-credentials";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiRequest } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { InvalidLinkNotice } from "./invalid-link-notice";
import { OutcomeNotice } from "./outcome-notice";
import { slot, withElements } from "@/components/with-elements";

type Email = { email: string };

const messages = i18n("auth/verify-email-outcome", {
  confirming: "Confirming your email address...",
  goToSettings: "Go to settings",
  signInForNewLink: "Sign in to ask for a new link",
  restoredTitle: "Email address restored",
  restored: params<Email>(
    "Your account uses {email} again, and everyone has been signed out of it. Whoever changed it knew your password: reset it now.",
  ),
  resetPassword: "Reset your password",
  continue: "Continue to Koinonia",
  signIn: "Sign in",
  changedTitle: "Email address changed",
  confirmedTitle: "Email address confirmed",
  changed: params<Email>("Your account now uses {email}. Sign in with it from now on."),
  confirmed: params<Email>("Thank you: {email} is confirmed."),
});

type Outcome = { ok: true; confirmed: EmailConfirmed } | { ok: false; message: string | undefined };

// One request per token for the page's life: a link works once, so a second render (React's
// StrictMode, a remount) must read the first answer rather than ask again.
const outcomes = new Map<string, Promise<Outcome>>();
function confirmOnce(token: string): Promise<Outcome> {
  let outcome = outcomes.get(token);
  if (!outcome) {
    outcome = apiRequest("POST", "/api/auth/email/verify", { token }).then(
      async (res) => ({ ok: true, confirmed: (await res.json()) as EmailConfirmed }),
      (error: unknown) => ({ ok: false, message: serverMessage(error) }),
    );
    outcomes.set(token, outcome);
  }
  return outcome;
}

const NO_TOKEN: Promise<Outcome> = Promise.resolve({ ok: false, message: undefined });

export function VerifyingNotice() {
  const t = useStore(messages);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{t.confirming}</p>
    </div>
  );
}

/**
 * Opens an address link (a sign-up's confirmation, a change of address's, or the way back to
 * the address an account left) and says what came of it.
 * Render it inside Suspense: it waits for the answer. `onConfirmed` lets the signed-in app
 * refresh what it shows of the account.
 */
export function VerifyEmailOutcome({ token, signedIn, onConfirmed }: { token: string | null; signedIn: boolean; onConfirmed?: () => void }) {
  const t = useStore(messages);
  const outcome = use(token ? confirmOnce(token) : NO_TOKEN);
  useEffect(() => {
    // A restore ends every session, this one too: there is no account on screen to refresh.
    if (outcome.ok && !outcome.confirmed.restored) onConfirmed?.();
  }, [outcome, onConfirmed]);

  if (!outcome.ok) {
    const action = signedIn ? { href: "/settings", label: t.goToSettings } : { href: "/auth", label: t.signInForNewLink };
    return <InvalidLinkNotice message={outcome.message} action={action} />;
  }
  const { email, changed, restored } = outcome.confirmed;
  const address = { email: <span className="font-medium wrap-anywhere text-foreground">{email}</span> };
  if (restored) {
    return (
      <OutcomeNotice icon={CircleCheck} title={t.restoredTitle}>
        <p>{withElements(t.restored({ email: slot("email") }), address)}</p>
        {/* A full load: this browser's session has ended too. */}
        <a href="/forgot-password" className={buttonVariants({ className: "mt-2 w-full" })}>
          {t.resetPassword}
        </a>
      </OutcomeNotice>
    );
  }
  const next = signedIn ? { href: "/", label: t.continue } : { href: "/auth", label: t.signIn };
  return (
    <OutcomeNotice icon={CircleCheck} title={changed ? t.changedTitle : t.confirmedTitle}>
      <p>{withElements((changed ? t.changed : t.confirmed)({ email: slot("email") }), address)}</p>
      <Link href={next.href} className={buttonVariants({ className: "mt-2 w-full" })}>
        {next.label}
      </Link>
    </OutcomeNotice>
  );
}
