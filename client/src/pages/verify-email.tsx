import { Suspense } from "react";
import { useSearch } from "wouter";
import { AccountLinkFrame } from "@/features/auth/account-link-frame";
import { linkToken } from "@/features/auth/link-token";
import { VerifyEmailOutcome, VerifyingNotice } from "@/features/auth/verify-email-outcome";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Opened from a mail's confirmation link, signed in (`onConfirmed` refreshes the account) or not. */
export function VerifyEmailPage({ inShell = false, onConfirmed }: { inShell?: boolean; onConfirmed?: () => void }) {
  useDocumentTitle("Confirm Email");
  const token = linkToken(useSearch());
  return (
    <AccountLinkFrame inShell={inShell} title="Confirm your email">
      <Suspense fallback={<VerifyingNotice />}>
        <VerifyEmailOutcome token={token} signedIn={inShell} onConfirmed={onConfirmed} />
      </Suspense>
    </AccountLinkFrame>
  );
}
