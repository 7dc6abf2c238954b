import { useStore } from "@nanostores/react";
import { useSearch } from "wouter";
import { DeferredPart } from "@/components/deferred-part";
import { AccountLinkFrame, LinkFormStandIn } from "@/features/auth/account-link-frame";
import { linkToken } from "@/features/auth/link-token";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The form brings its checks (zod) with it: the card shows at once, the fields a moment later.
const ResetPasswordForm = retryableLazy(() => import("@/features/auth/reset-password-form").then((m) => m.ResetPasswordForm));

const messages = i18n("pages/reset-password", {
  documentTitle: "Reset Password",
  title: "Choose a new password",
  description: "Once it is set, you sign in again everywhere with the new one.",
});

export function ResetPasswordPage({ inShell = false }: { inShell?: boolean }) {
  const t = useStore(messages);
  useDocumentTitle(t.documentTitle);
  const token = linkToken(useSearch());
  return (
    <AccountLinkFrame inShell={inShell} title={t.title} description={t.description}>
      <DeferredPart standIn={<LinkFormStandIn />}>
        <ResetPasswordForm token={token} />
      </DeferredPart>
    </AccountLinkFrame>
  );
}
