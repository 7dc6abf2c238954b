import { useStore } from "@nanostores/react";
import { DeferredPart } from "@/components/deferred-part";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { SettingsSection } from "@/components/settings-section";

// The form brings its checks (zod) with it; the section shows at once, the fields a moment later.
const PasswordForm = retryableLazy(() => import("./password-form").then((m) => m.PasswordForm));

const messages = i18n("account/password-section", {
  title: "Password",
  description: "Changing it signs you out on every other device.",
});

export function PasswordSection() {
  const t = useStore(messages);
  return (
    <SettingsSection id="password" title={t.title} description={t.description}>
      <DeferredPart standIn={<PasswordFormStandIn />}>
        <PasswordForm />
      </DeferredPart>
    </SettingsSection>
  );
}

/** As tall as the form, so nothing below it moves when the fields come in. */
function PasswordFormStandIn() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
