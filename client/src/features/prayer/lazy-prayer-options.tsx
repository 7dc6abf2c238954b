import type { ComponentProps } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";

// Shown only once Prayer is chosen: its code is not part of the home page's first load.
const PrayerOptions = retryableLazy(() => import("./prayer-options").then((m) => m.PrayerOptions));

export function LazyPrayerOptions(props: ComponentProps<typeof PrayerOptions>) {
  return (
    <DeferredPart standIn={<div className="h-9" />}>
      <PrayerOptions {...props} />
    </DeferredPart>
  );
}
