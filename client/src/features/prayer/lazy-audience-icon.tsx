import type { ComponentProps } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad } from "@/lib/use-deferred-load";

// The icons and their words load once the feed has painted; the stand-in keeps their place.
const AudienceIcon = retryableLazy(() => import("./audience-icon").then((m) => m.AudienceIcon));

export function LazyAudienceIcon(props: ComponentProps<typeof AudienceIcon>) {
  const { load } = useDeferredLoad();
  const standIn = <span className="inline-block size-6" />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <AudienceIcon {...props} />
    </DeferredPart>
  );
}
