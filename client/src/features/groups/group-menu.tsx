import type { Group } from "@contract/groups";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { GroupMenuTrigger } from "./group-menu-trigger";

const GroupMenuDropdown = retryableLazy(() => import("./group-menu-dropdown").then((m) => m.GroupMenuDropdown));

/** The "..." on a group's page for anyone but its admins: report the group. */
export function GroupMenu({ group, className }: { group: Group; className?: string }) {
  return (
    <LazyMenu
      standIn={(props) => <GroupMenuTrigger className={className} {...props} />}
      menu={(defaultOpen) => <GroupMenuDropdown group={group} className={className} defaultOpen={defaultOpen} />}
    />
  );
}
