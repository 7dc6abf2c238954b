import { useStore } from "@nanostores/react";
import { HelpCircle, Monitor, Smartphone, Tablet } from "lucide-react";
import type { DeviceKind } from "@contract/account-sessions";
import type { PushDevice } from "@contract/push";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useTurnOffDevice } from "./push-mutations";

const messages = i18n("account/push-device-row", {
  // Before how long ago: "Turned on 2 days ago".
  turnedOn: "Turned on",
  turningOff: "Turning off...",
  turnOff: "Turn off",
});

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: HelpCircle };

/** Another of the member's browsers that is notified: its name, since when, and Turn off. */
export function PushDeviceRow({ device }: { device: PushDevice }) {
  const t = useStore(messages);
  const turnOff = useTurnOffDevice();
  const Icon = ICONS[device.kind];
  const describedBy = `push-device-${device.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4">
      <div id={describedBy} className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold wrap-anywhere">{device.device}</p>
          <p className="text-sm text-muted-foreground">
            {t.turnedOn} <RelativeTime date={device.createdAt} />
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="ml-auto"
        aria-describedby={describedBy}
        disabled={turnOff.isPending}
        onClick={() => turnOff.mutate(device)}
      >
        {turnOff.isPending ? t.turningOff : t.turnOff}
      </Button>
    </li>
  );
}
