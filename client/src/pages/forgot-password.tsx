import { AccountLinkFrame } from "@/features/auth/account-link-frame";
import { ForgotPasswordForm } from "@/features/auth/forgot-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export function ForgotPasswordPage({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle("Forgot Password");
  return (
    <AccountLinkFrame
      inShell={inShell}
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountLinkFrame>
  );
}
