import { useStore } from "@nanostores/react";
import type { AccountSession } from "@contract/account-sessions";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { DeviceRow } from "@/features/account/device-row";
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

/** One place the member is signed in: the device, when it signed in and was last active, and Sign out (but for this one). */
export function SessionRow({ session }: { session: AccountSession }) {
  const t = useStore(messages);
  const signOut = useSignOutSession();
  return (
    <DeviceRow
      kind={session.kind}
      describedBy={`session-${session.id}`}
      name={
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold wrap-anywhere">{session.device}</span>
          {session.current && <Badge variant="gold">{t.thisDevice}</Badge>}
        </p>
      }
      details={
        // Each phrase wraps as a whole, onto a line of its own when the row is narrow.
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
      }
      action={
        session.current
          ? undefined
          : { label: signOut.isPending ? t.signingOut : t.signOut, pending: signOut.isPending, onClick: () => signOut.mutate(session) }
      }
    />
  );
}
