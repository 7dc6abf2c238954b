import { type ComponentProps, useId } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { useDeferredLoad } from "@/lib/use-deferred-load";
import { retryableLazy } from "@/lib/retryable-lazy";
import { NativeSelect } from "./native-select";

// The picker's code loads once the feed has painted; until then a post goes, as it always
// did, to all my connections, and that is what the stand-in shows.
const AudiencePicker = retryableLazy(() => import("./audience-picker").then((m) => m.AudiencePicker));

export function LazyAudiencePicker(props: ComponentProps<typeof AudiencePicker>) {
  const { load } = useDeferredLoad();
  const id = useId();
  const standIn = (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Share with
      </label>
      <NativeSelect id={id} className="w-56 max-w-full">
        <option>All my connections</option>
      </NativeSelect>
    </div>
  );
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <AudiencePicker {...props} />
    </DeferredPart>
  );
}
