import { useStore } from "@nanostores/react";
import type { PushDevice } from "@contract/push";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import type { BrowserPush } from "./browser-push";
import { PushProblem } from "./browser-push";
import { PushDeviceRow } from "./push-device-row";
import { useTurnPushOff, useTurnPushOn } from "./push-mutations";
import { useBrowserPush, usePushDevices } from "./push-queries";

const messages = i18n("account/push-settings", {
  loadError: "We could not load your notification settings",
  loading: "Loading your notification settings",
  unsupported:
    "This browser cannot show Koinonia's notifications. On an iPhone or iPad, add Koinonia to your Home Screen (Share, then Add to Home Screen) and open it from there.",
  development: "Notifications work in the built app only: the development server runs no service worker.",
  noWorker:
    "This browser has not started Koinonia's service worker, which notifications need (a private window may not allow one). Reload the page to try again.",
  blocked: "Notifications are blocked for Koinonia in this browser.",
  // After the words above, in the same paragraph.
  blockedHelp:
    "To allow them, click the icon at the left of the address bar (or open the browser's site settings), set Notifications to Allow, then reload this page.",
  failed: "Could not turn notifications on. Please check your connection and try again.",
  thisDevice: "This device",
  on: "On",
  off: "Off",
  notifiedHere: "We notify this browser as things happen.",
  notNotifiedHere: "This browser is not notified; your email settings still apply.",
  turningOff: "Turning off...",
  turnOff: "Turn off",
  turningOn: "Turning on...",
  turnOn: "Turn on",
  noOthers: "No other device of yours is notified.",
  others: "Your other devices with notifications on",
});

/** On or off for this browser (or why it cannot be), and the member's other notified browsers with Turn off. */
export function PushSettings() {
  const t = useStore(messages);
  const browser = useBrowserPush();
  const devices = usePushDevices();
  if (devices.isError) {
    return <LoadError titleAs="p" title={t.loadError} error={devices.error} onRetry={() => devices.refetch()} />;
  }
  if (browser.isPending || devices.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-2">
        <Skeleton className="h-12" />
      </div>
    );
  }
  // Reading the browser's own state does not fail but for a browser without the API.
  const state: BrowserPush = browser.data ?? { state: "unsupported" };
  const endpoint = "endpoint" in state ? state.endpoint : null;
  const on = endpoint !== null && devices.data.some((d) => d.endpoint === endpoint);
  const others = devices.data.filter((d) => d.endpoint !== endpoint);
  return (
    <div className="grid gap-5">
      <ThisDevice state={state} on={on} />
      <OtherDevices devices={others} />
    </div>
  );
}

const NOTE = "rounded-lg border bg-muted/40 p-3 text-sm sm:p-4";

function ThisDevice({ state, on }: { state: BrowserPush; on: boolean }) {
  const t = useStore(messages);
  switch (state.state) {
    case "unsupported":
      return <p className={NOTE}>{t.unsupported}</p>;
    case "development":
      return <p className={NOTE}>{t.development}</p>;
    case "no-worker":
      return <p className={NOTE}>{t.noWorker}</p>;
    case "blocked":
      return (
        <div className="grid gap-3">
          <p role="status" className={NOTE}>
            <span className="font-semibold">{t.blocked}</span> {t.blockedHelp}
          </p>
          {on && <OnOffSwitch on />}
        </div>
      );
    case "available":
      return <OnOffSwitch on={on} />;
  }
}

function failure(error: unknown): string {
  if (error instanceof PushProblem) return error.message;
  return serverMessage(error) ?? messages.get().failed;
}

function OnOffSwitch({ on }: { on: boolean }) {
  const t = useStore(messages);
  const turnOn = useTurnPushOn();
  const turnOff = useTurnPushOff();
  const pending = turnOn.isPending || turnOff.isPending;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border p-3 sm:p-4">
        <div id="push-this-device" className="min-w-0 flex-1 basis-56">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {t.thisDevice} <Badge variant={on ? "gold" : "outline"}>{on ? t.on : t.off}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">{on ? t.notifiedHere : t.notNotifiedHere}</p>
        </div>
        {on ? (
          <Button variant="outline" className="ml-auto" aria-describedby="push-this-device" disabled={pending} onClick={() => turnOff.mutate()}>
            {turnOff.isPending ? t.turningOff : t.turnOff}
          </Button>
        ) : (
          <Button
            className="ml-auto"
            aria-describedby="push-this-device"
            disabled={pending}
            onClick={() => {
              turnOff.reset();
              turnOn.mutate();
            }}
          >
            {turnOn.isPending ? t.turningOn : t.turnOn}
          </Button>
        )}
      </div>
      {turnOn.isError && (
        <p role="alert" className="text-sm text-destructive">
          {failure(turnOn.error)}
        </p>
      )}
    </div>
  );
}

function OtherDevices({ devices }: { devices: PushDevice[] }) {
  const t = useStore(messages);
  if (devices.length === 0) return <p className="text-sm text-muted-foreground">{t.noOthers}</p>;
  return (
    <div className="grid gap-2">
      <h3 id="push-others" className="text-sm font-semibold">
        {t.others}
      </h3>
      <ul aria-labelledby="push-others" className="divide-y rounded-lg border">
        {devices.map((device) => (
          <PushDeviceRow key={device.id} device={device} />
        ))}
      </ul>
    </div>
  );
}
