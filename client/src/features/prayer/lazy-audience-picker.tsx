import type { ComponentProps } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad } from "@/lib/use-deferred-load";

// The picker's code loads once the feed has painted (a post goes, as it always did, to all my
// connections until someone chooses otherwise); its place is kept meanwhile.
const AudiencePicker = retryableLazy(() => import("./audience-picker").then((m) => m.AudiencePicker));

export function LazyAudiencePicker(props: ComponentProps<typeof AudiencePicker>) {
  const { load } = useDeferredLoad();
  const standIn = <div className="h-9" />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <AudiencePicker {...props} />
    </DeferredPart>
  );
}
