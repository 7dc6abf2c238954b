import { useSearch } from "wouter";
import { DeferredPart } from "@/components/deferred-part";
import { AccountLinkFrame, LinkFormStandIn } from "@/features/auth/account-link-frame";
import { linkToken } from "@/features/auth/link-token";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The form brings its checks (zod) with it: the card shows at once, the fields a moment later.
const ResetPasswordForm = retryableLazy(() => import("@/features/auth/reset-password-form").then((m) => m.ResetPasswordForm));

export function ResetPasswordPage({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle("Reset Password");
  const token = linkToken(useSearch());
  return (
    <AccountLinkFrame
      inShell={inShell}
      title="Choose a new password"
      description="Once it is set, you sign in again everywhere with the new one."
    >
      <DeferredPart standIn={<LinkFormStandIn />}>
        <ResetPasswordForm token={token} />
      </DeferredPart>
    </AccountLinkFrame>
  );
}
