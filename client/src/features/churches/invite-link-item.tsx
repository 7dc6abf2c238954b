import { useStore } from "@nanostores/react";
import { Printer } from "lucide-react";
import { useState } from "react";
import type { Church, InviteLink } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { CopyLinkButton, LinkField, useLinkToCopy } from "@/components/link-to-copy";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { RelativeTime } from "@/components/relative-time";
import { RevokeButton } from "@/components/revoke-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { slot, withElements } from "@/components/with-elements";
import { count, i18n, params } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { cn } from "@/lib/utils";
import { useRevokeInviteLink } from "./invite-link-mutations";
import { inviteUrl } from "./invite-url";
import { QrCode } from "./qr-code";

const PrintInviteDialog = retryableLazy(() => import("./print-invite-dialog").then((m) => m.PrintInviteDialog));

const messages = i18n("churches/invite-link-item", {
  active: "Active",
  expired: "Expired",
  "used-up": "Used up",
  revoked: "Revoked",
  unused: "Not used yet",
  uses: count({ one: "Used once", other: "Used {count} times" }),
  usesOf: params<{ uses: number; max: number }>("{uses} of {max} uses"),
  expiresAt: params<{ time: string }>("Expires {time}"),
  expiredAt: params<{ time: string }>("Expired {time}"),
  neverExpires: "Never expires",
  createdBy: params<{ time: string; name: string }>("Created {time} by {name}"),
  created: params<{ time: string }>("Created {time}"),
  linkLabel: "Invitation link",
  qrLabel: params<{ url: string }>("QR code for {url}"),
  copiedHint: "Paste it into a message, an e-mail or your church's website.",
  print: "Print",
  printNamed: params<{ url: string }>("Print the QR code for {url}"),
  revokeNamed: params<{ url: string }>("Revoke {url}"),
  revokeTitle: "Revoke this link?",
  revokeDescription: "It stops working at once, printed copies too. Those who joined through it stay members.",
});

/** One invitation link: its state and uses; while it works, its QR code, Copy, Print and Revoke. */
export function InviteLinkItem({ church, link }: { church: Church; link: InviteLink }) {
  const t = useStore(messages);
  const url = inviteUrl(link.code);
  const active = link.state === "active";
  const toCopy = useLinkToCopy(url, t.copiedHint);
  const [printing, setPrinting] = useState(false);
  const revoke = useRevokeInviteLink(church, link);

  return (
    <li>
      <Card className={cn("flex flex-col gap-4 p-4 sm:flex-row sm:p-5", !active && "bg-muted/30")}>
        {active && <QrCode text={url} label={t.qrLabel({ url })} className="size-36 shrink-0 self-center border sm:self-start" />}
        <div className="grid min-w-0 flex-1 content-start gap-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant={active ? "default" : "outline"}>{t[link.state]}</Badge>
            <span>
              {link.maxUses !== null ? t.usesOf({ uses: link.uses, max: link.maxUses }) : link.uses === 0 ? t.unused : t.uses(link.uses)}
            </span>
            <Expiry link={link} />
          </p>
          <div className="grid gap-1.5">
            <LinkField link={toCopy} label={t.linkLabel} className={cn("h-10", !active && "text-muted-foreground line-through")} />
          </div>
          <p className="text-xs text-muted-foreground">
            {withElements(
              link.createdBy ? t.createdBy({ time: slot("time"), name: displayName(link.createdBy) }) : t.created({ time: slot("time") }),
              { time: <RelativeTime date={link.createdAt} /> },
            )}
          </p>
          {active && (
            <div className="flex flex-wrap gap-2">
              <CopyLinkButton link={toCopy} />
              <Button size="sm" variant="outline" aria-label={t.printNamed({ url })} onClick={() => setPrinting(true)}>
                <Printer aria-hidden="true" />
                {t.print}
              </Button>
              <RevokeButton revoke={revoke} label={t.revokeNamed({ url })} title={t.revokeTitle} description={t.revokeDescription} />
            </div>
          )}
        </div>
      </Card>
      <MountWhenOpened open={printing}>
        <PrintInviteDialog open={printing} onOpenChange={setPrinting} churchName={church.name} url={url} />
      </MountWhenOpened>
    </li>
  );
}

function Expiry({ link }: { link: InviteLink }) {
  const t = useStore(messages);
  if (!link.expiresAt) return <span>{t.neverExpires}</span>;
  const past = new Date(link.expiresAt).getTime() <= Date.now();
  const sentence = past ? t.expiredAt({ time: slot("time") }) : t.expiresAt({ time: slot("time") });
  return <span>{withElements(sentence, { time: <RelativeTime date={link.expiresAt} /> })}</span>;
}
