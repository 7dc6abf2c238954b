import { DeferredPart } from "@/components/deferred-part";
import { Skeleton } from "@/components/ui/skeleton";
import { retryableLazy } from "@/lib/retryable-lazy";
import { SettingsSection } from "./settings-section";

// The form brings its checks (zod) with it; the section shows at once, the fields a moment later.
const PasswordForm = retryableLazy(() => import("./password-form").then((m) => m.PasswordForm));

export function PasswordSection() {
  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out on every other device.">
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
