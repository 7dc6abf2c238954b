import { useStore } from "@nanostores/react";
import { CloudOff } from "lucide-react";
import type { ReactNode } from "react";
import { count, i18n } from "@/lib/i18n";
import { useOnline } from "@/lib/online-status";
import type { Waiting } from "@/lib/paused-requests";

const messages = i18n("components/offline-notice", {
  offline: "You are offline",
  actionsWaiting: count({ one: "{count} action is waiting.", other: "{count} actions are waiting." }),
  willSend: "Will send when you are back online.",
  finishLoading: "The page will finish loading when you are back online.",
  mayNotLoad: "Some things may not load until you are back online.",
});

/**
 * 'You are offline', at the foot of the screen while the browser has no connection, with what
 * waits for it. The live region is always there, empty while online, so a screen reader hears
 * the notice come and change. `children` list what waits (the writes kept on the device).
 * `position` sets its distance from the bottom (the phone tab bar).
 */
export function OfflineNotice({ waiting, position = "bottom-6", children }: { waiting?: Waiting; position?: string; children?: ReactNode }) {
  const t = useStore(messages);
  const online = useOnline();
  const actions = waiting?.actions ?? 0;
  return (
    <div role="status" aria-live="polite" className={`pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4 ${position}`}>
      {!online && (
        <div className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground shadow-lg">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <CloudOff aria-hidden="true" className="size-5" />
          </span>
          <div className="grid min-w-0 gap-0.5 text-sm">
            <p className="font-semibold">{t.offline}</p>
            {actions > 0 && (
              <p className="text-muted-foreground">
                {t.actionsWaiting(actions)} {t.willSend}
              </p>
            )}
            {children}
            {(waiting?.loads ?? 0) > 0 && <p className="text-muted-foreground">{t.finishLoading}</p>}
            {actions === 0 && !waiting?.loads && <p className="text-muted-foreground">{t.mayNotLoad}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
