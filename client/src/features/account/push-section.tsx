import { useStore } from "@nanostores/react";
import { DeferredPart } from "@/components/deferred-part";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { SettingsSection } from "@/components/settings-section";

// Its code (the browser's push and the devices list) loads after the page: the settings page
// paints without waiting for it.
const PushSettings = retryableLazy(() => import("./push-settings").then((m) => m.PushSettings));

const messages = i18n("account/push-section", {
  loading: "Loading your notification settings",
  title: "Notifications on this device",
  description: "Be notified on this device of what we email you about immediately (as chosen above), even while Koinonia is closed.",
});

function StandIn() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid gap-2">
      <Skeleton className="h-12" />
    </div>
  );
}

/** Notifications from the browser itself, for what is emailed as it happens: on or off for this browser, and off for the member's others. */
export function PushSection() {
  const t = useStore(messages);
  return (
    <SettingsSection id="push" title={t.title} description={t.description}>
      <DeferredPart standIn={<StandIn />}>
        <PushSettings />
      </DeferredPart>
    </SettingsSection>
  );
}
