import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { useSearch } from "wouter";
import { AccountLinkFrame } from "@/features/auth/account-link-frame";
import { linkToken } from "@/features/auth/link-token";
import { VerifyEmailOutcome, VerifyingNotice } from "@/features/auth/verify-email-outcome";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/verify-email", {
  documentTitle: "Confirm Email",
  title: "Confirm your email",
});

/** Opened from a mail's confirmation link, signed in (`onConfirmed` refreshes the account) or not. */
export function VerifyEmailPage({ inShell = false, onConfirmed }: { inShell?: boolean; onConfirmed?: () => void }) {
  const t = useStore(messages);
  useDocumentTitle(t.documentTitle);
  const token = linkToken(useSearch());
  return (
    <AccountLinkFrame inShell={inShell} title={t.title}>
      <Suspense fallback={<VerifyingNotice />}>
        <VerifyEmailOutcome token={token} signedIn={inShell} onConfirmed={onConfirmed} />
      </Suspense>
    </AccountLinkFrame>
  );
}
