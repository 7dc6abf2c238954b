import { useSearch } from "wouter";
import { AccountLinkFrame } from "@/features/auth/account-link-frame";
import { linkToken } from "@/features/auth/link-token";
import { ResetPasswordForm } from "@/features/auth/reset-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export function ResetPasswordPage({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle("Reset Password");
  const token = linkToken(useSearch());
  return (
    <AccountLinkFrame
      inShell={inShell}
      title="Choose a new password"
      description="Once it is set, you sign in again everywhere with the new one."
    >
      <ResetPasswordForm token={token} />
    </AccountLinkFrame>
  );
}
