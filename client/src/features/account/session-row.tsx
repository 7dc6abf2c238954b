import { useStore } from "@nanostores/react";
import { HelpCircle, Monitor, Smartphone, Tablet } from "lucide-react";
import type { AccountSession, DeviceKind } from "@contract/account-sessions";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useSignOutSession } from "./session-mutations";

const messages = i18n("account/session-row", {
  thisDevice: "This device",
  // Each before how long ago: "Signed in 2 days ago", "Last active 5 minutes ago".
  signedIn: "Signed in",
  lastActive: "Last active",
  activeNow: "Active now",
  signingOut: "Signing out...",
  signOut: "Sign out",
});

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: HelpCircle };

/** One place the member is signed in: the device, when it signed in and was last active, and Sign out (but for this one). */
export function SessionRow({ session }: { session: AccountSession }) {
  const t = useStore(messages);
  const signOut = useSignOutSession();
  const Icon = ICONS[session.kind];
  const describedBy = `session-${session.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4">
      <div id={describedBy} className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold wrap-anywhere">{session.device}</span>
            {session.current && <Badge variant="gold">{t.thisDevice}</Badge>}
          </p>
          {/* Each phrase wraps as a whole, onto a line of its own when the row is narrow. */}
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>
              {t.signedIn} <RelativeTime date={session.signedInAt} />
              <span className="sr-only">,</span>
            </span>
            <span>
              {session.current ? (
                t.activeNow
              ) : (
                <>
                  {t.lastActive} <RelativeTime date={session.lastSeenAt} />
                </>
              )}
            </span>
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          aria-describedby={describedBy}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(session)}
        >
          {signOut.isPending ? t.signingOut : t.signOut}
        </Button>
      )}
    </li>
  );
}
