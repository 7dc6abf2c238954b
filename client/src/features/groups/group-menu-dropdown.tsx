import { useStore } from "@nanostores/react";
import { Flag } from "lucide-react";
import { useState } from "react";
import type { Group } from "@contract/groups";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { LazyReportDialog } from "@/features/safety/lazy-safety-dialogs";
import { i18n } from "@/lib/i18n";
import { GroupMenuTrigger } from "./group-menu-trigger";

const messages = i18n("groups/group-menu-dropdown", {
  reportGroup: "Report group",
  // How the report dialog names what is reported ("Report group").
  group: "group",
});

/** The group page's menu itself and the report dialog, loaded on demand by GroupMenu. */
export function GroupMenuDropdown({ group, className, defaultOpen }: { group: Group; className?: string; defaultOpen?: boolean }) {
  const [reporting, setReporting] = useState(false);
  const t = useStore(messages);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <GroupMenuTrigger className={className} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {t.reportGroup}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyReportDialog subject={{ type: "group", id: group.id, name: t.group }} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
