import { useStore } from "@nanostores/react";
import { Copy, Link2, Mail, X } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "wouter";
import type { SiteInvitation } from "@contract/site-invitations";
import { displayName } from "@contract/display-name";
import { ConfirmButton } from "@/components/confirm-button";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { slot, withElements } from "@/components/with-elements";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useRevokeSiteInvitation } from "./site-invitation-mutations";
import { siteInvitationUrl } from "./site-invitation-url";

const messages = i18n("site/site-invitation-item", {
  link: "Link to hand on",
  waiting: "Waiting",
  used: "Joined",
  expired: "Expired",
  made: params<{ time: string }>("Made {time}"),
  expires: params<{ time: string }>("expires {time}"),
  expiredAt: params<{ time: string }>("Expired {time}"),
  joined: params<{ name: string; time: string }>("{name} joined {time}"),
  joinedSomeone: params<{ time: string }>("Used {time}"),
  linkLabel: "Invitation link",
  copy: "Copy link",
  copied: "Link copied",
  copiedHint: "Send it to the person you invite: it signs up one person.",
  copyFailed: "The link is selected: copy it with your device's Copy.",
  revoke: "Revoke",
  revokeLink: "Revoke this link",
  revokeNamed: params<{ email: string }>("Revoke the invitation to {email}"),
  revokeTitle: "Revoke this invitation?",
  revokeDescription: "Its link stops working at once. You can invite them again later.",
  revoking: "Revoking...",
});

const BADGE = { waiting: "gold", used: "default", expired: "outline" } as const;

/** One of the member's invitations: to whom, how it stands; while it waits, its link to copy (a link to hand on) and Revoke. */
export function SiteInvitationItem({ invitation }: { invitation: SiteInvitation }) {
  const t = useStore(messages);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const revoke = useRevokeSiteInvitation(invitation);
  const waiting = invitation.state === "waiting";
  const url = siteInvitationUrl(invitation.code);
  const Icon = invitation.email ? Mail : Link2;

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => toast({ title: t.copied, description: t.copiedHint }),
      () => {
        input.current?.select();
        toast({ title: t.copyFailed });
      },
    );
  };

  return (
    <li className="grid gap-2 px-3 py-3">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex min-w-0 items-start gap-2 text-sm leading-6">
            <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 wrap-anywhere">
              <span className="mr-2 font-medium">{invitation.email ?? t.link}</span>
              <Badge variant={BADGE[invitation.state]} className="align-middle">
                {t[invitation.state]}
              </Badge>
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            <Standing invitation={invitation} />
          </p>
        </div>
        {waiting && (
          <ConfirmButton
            trigger={
              <>
                <X aria-hidden="true" />
                {/* The icon alone on a phone, where the address needs the room; the label names it. */}
                <span className="max-sm:sr-only">{t.revoke}</span>
              </>
            }
            triggerProps={{
              size: "sm",
              variant: "ghost",
              className: "-mt-1 h-8 shrink-0 px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive",
              "aria-label": invitation.email ? t.revokeNamed({ email: invitation.email }) : t.revokeLink,
            }}
            title={t.revokeTitle}
            description={t.revokeDescription}
            confirmLabel={t.revoke}
            pendingLabel={t.revoking}
            pending={revoke.isPending}
            onConfirm={(done) => revoke.mutate(undefined, { onSettled: done })}
          />
        )}
      </div>
      {waiting && !invitation.email && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${ids}-url`} className="sr-only">
            {t.linkLabel}
          </label>
          <input
            ref={input}
            id={`${ids}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 w-full min-w-0 flex-1 rounded-md border border-field bg-muted/40 px-3 font-mono text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
          />
          <Button size="sm" className="h-9" onClick={copy}>
            <Copy aria-hidden="true" />
            {t.copy}
          </Button>
        </div>
      )}
    </li>
  );
}

/** When it was made and until when it waits; who joined with it; or when it expired. */
function Standing({ invitation }: { invitation: SiteInvitation }) {
  const t = useStore(messages);
  if (invitation.state === "used") {
    const time = <RelativeTime date={invitation.usedAt ?? invitation.createdAt} />;
    if (!invitation.usedBy) return withElements(t.joinedSomeone({ time: slot("time") }), { time });
    const name = (
      <Link href={`/profile/${invitation.usedBy.id}`} className="font-medium text-foreground underline-offset-4 hover:underline">
        {displayName(invitation.usedBy)}
      </Link>
    );
    return withElements(t.joined({ name: slot("name"), time: slot("time") }), { name, time });
  }
  if (invitation.state === "expired")
    return withElements(t.expiredAt({ time: slot("time") }), { time: <RelativeTime date={invitation.expiresAt} /> });
  return (
    <>
      {withElements(t.made({ time: slot("time") }), { time: <RelativeTime date={invitation.createdAt} /> })}
      {" · "}
      {withElements(t.expires({ time: slot("time") }), { time: <RelativeTime date={invitation.expiresAt} /> })}
    </>
  );
}
