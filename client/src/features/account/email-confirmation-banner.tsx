import { useStore } from "@nanostores/react";
import { MailWarning } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useSignedInUser } from "@/lib/use-auth";
import { useResendConfirmation } from "./credential-mutations";

const messages = i18n("account/email-confirmation-banner", {
  label: "Email confirmation",
  // The member's address comes between the two.
  pleaseConfirmBefore: "Please confirm your email address: open the link we sent to ",
  pleaseConfirmAfter: ".",
  sending: "Sending...",
  resend: "Resend email",
});

/**
 * A quiet word at the top of every page until the member's address is confirmed: a confirmed
 * address is how they get back in should they forget their password. Gone once it is (the
 * confirmation page refreshes the signed-in user).
 */
export function EmailConfirmationBanner() {
  const t = useStore(messages);
  const user = useSignedInUser();
  const [pathname] = useLocation();
  const resend = useResendConfirmation();
  // The confirmation page says it all itself.
  if (!user || user.emailVerified || pathname === "/verify-email") return null;
  return (
    <section
      aria-label={t.label}
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-secondary px-4 py-3 text-sm text-secondary-foreground"
    >
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 basis-64">
        {t.pleaseConfirmBefore}
        <span className="font-semibold wrap-anywhere">{user.email}</span>
        {t.pleaseConfirmAfter}
      </p>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t.sending : t.resend}
      </Button>
    </section>
  );
}
