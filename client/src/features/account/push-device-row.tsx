import { useStore } from "@nanostores/react";
import type { PushDevice } from "@contract/push";
import { RelativeTime } from "@/components/relative-time";
import { DeviceRow } from "@/features/account/device-row";
import { i18n } from "@/lib/i18n";
import { useTurnOffDevice } from "./push-mutations";

const messages = i18n("account/push-device-row", {
  // Before how long ago: "Turned on 2 days ago".
  turnedOn: "Turned on",
  turningOff: "Turning off...",
  turnOff: "Turn off",
});

/** Another of the member's browsers that is notified: its name, since when, and Turn off. */
export function PushDeviceRow({ device }: { device: PushDevice }) {
  const t = useStore(messages);
  const turnOff = useTurnOffDevice();
  return (
    <DeviceRow
      kind={device.kind}
      describedBy={`push-device-${device.id}`}
      name={<p className="font-semibold wrap-anywhere">{device.device}</p>}
      details={
        <p className="text-sm text-muted-foreground">
          {t.turnedOn} <RelativeTime date={device.createdAt} />
        </p>
      }
      action={{ label: turnOff.isPending ? t.turningOff : t.turnOff, pending: turnOff.isPending, onClick: () => turnOff.mutate(device) }}
    />
  );
}
