import { useStore } from "@nanostores/react";
import { DeferredPart } from "@/components/deferred-part";
import { AccountLinkFrame, LinkFormStandIn } from "@/features/auth/account-link-frame";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The form brings its checks (zod) with it: the card shows at once, the fields a moment later.
const ForgotPasswordForm = retryableLazy(() => import("@/features/auth/forgot-password-form").then((m) => m.ForgotPasswordForm));

const messages = i18n("pages/forgot-password", {
  documentTitle: "Forgot Password",
  title: "Forgot your password?",
  description: "Enter the email address of your account and we will send you a link to choose a new password.",
});

export function ForgotPasswordPage({ inShell = false }: { inShell?: boolean }) {
  const t = useStore(messages);
  useDocumentTitle(t.documentTitle);
  return (
    <AccountLinkFrame inShell={inShell} title={t.title} description={t.description}>
      <DeferredPart standIn={<LinkFormStandIn />}>
        <ForgotPasswordForm />
      </DeferredPart>
    </AccountLinkFrame>
  );
}
