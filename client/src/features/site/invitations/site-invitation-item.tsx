import { useStore } from "@nanostores/react";
import { Link2, Mail } from "lucide-react";
import { Link } from "wouter";
import type { SiteInvitation } from "@contract/site-invitations";
import { displayName } from "@contract/display-name";
import { CopyLinkButton, LinkField, useLinkToCopy } from "@/components/link-to-copy";
import { RelativeTime } from "@/components/relative-time";
import { RevokeButton } from "@/components/revoke-button";
import { Badge } from "@/components/ui/badge";
import { slot, withElements } from "@/components/with-elements";
import { i18n, params } from "@/lib/i18n";
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
  copiedHint: "Send it to the person you invite: it signs up one person.",
  revokeLink: "Revoke this link",
  revokeNamed: params<{ email: string }>("Revoke the invitation to {email}"),
  revokeTitle: "Revoke this invitation?",
  revokeDescription: "Its link stops working at once. You can invite them again later.",
});

const BADGE = { waiting: "gold", used: "default", expired: "outline" } as const;

/** One of the member's invitations: to whom, how it stands; while it waits, its link to copy (a link to hand on) and Revoke. */
export function SiteInvitationItem({ invitation }: { invitation: SiteInvitation }) {
  const t = useStore(messages);
  const revoke = useRevokeSiteInvitation(invitation);
  const waiting = invitation.state === "waiting";
  const link = useLinkToCopy(siteInvitationUrl(invitation.code), t.copiedHint);
  const Icon = invitation.email ? Mail : Link2;

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
          // The icon alone on a phone, where the address needs the room.
          <RevokeButton
            revoke={revoke}
            label={invitation.email ? t.revokeNamed({ email: invitation.email }) : t.revokeLink}
            title={t.revokeTitle}
            description={t.revokeDescription}
            iconOnlyOnPhones
            className="-mt-1 h-8 shrink-0 px-2.5"
          />
        )}
      </div>
      {waiting && !invitation.email && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <LinkField link={link} label={t.linkLabel} className="h-9 sm:flex-1" />
          <CopyLinkButton link={link} className="h-9" />
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
