import { DeferredPart } from "@/components/deferred-part";
import { AccountLinkFrame, LinkFormStandIn } from "@/features/auth/account-link-frame";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The form brings its checks (zod) with it: the card shows at once, the fields a moment later.
const ForgotPasswordForm = retryableLazy(() => import("@/features/auth/forgot-password-form").then((m) => m.ForgotPasswordForm));

export function ForgotPasswordPage({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle("Forgot Password");
  return (
    <AccountLinkFrame
      inShell={inShell}
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <DeferredPart standIn={<LinkFormStandIn />}>
        <ForgotPasswordForm />
      </DeferredPart>
    </AccountLinkFrame>
  );
}
