import { DeferredPart } from "@/components/deferred-part";
import { Skeleton } from "@/components/ui/skeleton";
import { retryableLazy } from "@/lib/retryable-lazy";
import { SettingsSection } from "./settings-section";

// Its code (the browser's push and the devices list) loads after the page: the settings page
// paints without waiting for it.
const PushSettings = retryableLazy(() => import("./push-settings").then((m) => m.PushSettings));

const standIn = (
  <div role="status" aria-label="Loading your notification settings" className="grid gap-2">
    <Skeleton className="h-12" />
  </div>
);

/** Notifications from the browser itself, for what is emailed as it happens: on or off for this browser, and off for the member's others. */
export function PushSection() {
  return (
    <SettingsSection
      id="push"
      title="Notifications on this device"
      description="Be notified on this device of what we email you about immediately (as chosen above), even while Koinonia is closed."
    >
      <DeferredPart standIn={standIn}>
        <PushSettings />
      </DeferredPart>
    </SettingsSection>
  );
}
