import type { Group } from "@contract/groups";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { GroupMenuTrigger } from "./group-menu-trigger";

const GroupMenuDropdown = retryableLazy(() => import("./group-menu-dropdown").then((m) => m.GroupMenuDropdown));

/** The "..." on a group's page for anyone but its admins: report the group. */
export function GroupMenu({ group, className }: { group: Group; className?: string }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const standIn = <GroupMenuTrigger className={className} aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <GroupMenuDropdown group={group} className={className} defaultOpen={requested} />
    </DeferredPart>
  );
}
