import { HelpCircle, Monitor, Smartphone, Tablet } from "lucide-react";
import type { ReactNode } from "react";
import type { DeviceKind } from "@contract/account-sessions";
import { Button } from "@/components/ui/button";

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: HelpCircle };

/** The button at a row's end; its label already says "...ing" while pending. */
type Action = { label: string; pending: boolean; onClick: () => void };

/**
 * One of the member's devices in a list: its kind's icon, its name and what is known of it, and
 * the action that drops it. The action is described by the rest of the row (`describedBy`), so a
 * screen reader hears which device a "Sign out" is for.
 */
export function DeviceRow({
  kind,
  describedBy,
  name,
  details,
  action,
}: {
  kind: DeviceKind;
  describedBy: string;
  name: ReactNode;
  details: ReactNode;
  action?: Action;
}) {
  const Icon = ICONS[kind];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4">
      <div id={describedBy} className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          {name}
          {details}
        </div>
      </div>
      {action && (
        <Button size="sm" variant="outline" className="ml-auto" aria-describedby={describedBy} disabled={action.pending} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </li>
  );
}
