import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import type { Church, InviteLink } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { RelativeTime } from "@/components/relative-time";
import { RevokeButton } from "@/components/revoke-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { slot, withElements } from "@/components/with-elements";
import { i18n, params } from "@/lib/i18n";
import { useRevokeInviteLink } from "./invite-link-mutations";

const messages = i18n("churches/mailed-invitations", {
  mailed: "Mailed invitations",
  active: "Waiting",
  "used-up": "Joined",
  expired: "Expired",
  revoked: "Revoked",
  sentBy: params<{ time: string; name: string }>("Sent {time} by {name}"),
  sent: params<{ time: string }>("Sent {time}"),
  expires: params<{ time: string }>("expires {time}"),
  showAll: params<{ count: number }>("Show all {count}"),
  revokeNamed: params<{ email: string }>("Revoke the invitation to {email}"),
  revokeTitle: params<{ email: string }>("Revoke the invitation to {email}?"),
  revokeDescription: "The link in their mail stops working at once. You can invite them again later.",
});

// A long list shows its newest first, and the rest when asked.
const SHOWN = 10;

/**
 * The invitations mailed, newest first: to whom, how each stands (waiting, joined, expired,
 * revoked), and Revoke while one waits. An address invited again shows its newest invitation
 * (the one before stopped working when it was sent).
 */
export function MailedInvitations({ church, invitations }: { church: Church; invitations: InviteLink[] }) {
  const t = useStore(messages);
  const ids = useId();
  const [all, setAll] = useState(false);
  const seen = new Set<string>();
  const newest = invitations.filter((link) => {
    if (link.email === null || seen.has(link.email)) return false;
    seen.add(link.email);
    return true;
  });
  const shown = all ? newest : newest.slice(0, SHOWN);
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3 border-t pt-5">
      <h3 id={`${ids}-title`} className="text-sm font-semibold">
        {t.mailed}
      </h3>
      <ul aria-label={t.mailed} className="grid divide-y rounded-lg border">
        {shown.map((link) => (
          <MailedInvitation key={link.id} church={church} link={link} />
        ))}
      </ul>
      {shown.length < newest.length && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll(true)}>
          {t.showAll({ count: newest.length })}
        </Button>
      )}
    </section>
  );
}

function MailedInvitation({ church, link }: { church: Church; link: InviteLink }) {
  const t = useStore(messages);
  const revoke = useRevokeInviteLink(church, link);
  const address = link.email ?? "";
  const active = link.state === "active";
  const sent = link.createdBy ? t.sentBy({ time: slot("time"), name: displayName(link.createdBy) }) : t.sent({ time: slot("time") });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 text-sm font-medium wrap-anywhere">{address}</span>
          <Badge variant={link.state === "used-up" ? "default" : active ? "gold" : "outline"}>{t[link.state]}</Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          {withElements(sent, { time: <RelativeTime date={link.createdAt} /> })}
          {active && link.expiresAt && (
            <>
              {" · "}
              {withElements(t.expires({ time: slot("time") }), { time: <RelativeTime date={link.expiresAt} /> })}
            </>
          )}
        </p>
      </div>
      {active && (
        <RevokeButton
          revoke={revoke}
          label={t.revokeNamed({ email: address })}
          title={t.revokeTitle({ email: address })}
          description={t.revokeDescription}
          className="ml-auto h-8 px-2.5"
        />
      )}
    </li>
  );
}
