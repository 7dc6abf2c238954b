import { useStore } from "@nanostores/react";
import { Copy, Printer, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { Church, InviteLink } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { ConfirmButton } from "@/components/confirm-button";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { slot, withElements } from "@/components/with-elements";
import { count, i18n, params } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { toast } from "@/lib/use-toast";
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
  copy: "Copy link",
  copied: "Link copied",
  copiedHint: "Paste it into a message, an e-mail or your church's website.",
  copyFailed: "The link is selected: copy it with your device's Copy.",
  print: "Print",
  printNamed: params<{ url: string }>("Print the QR code for {url}"),
  revoke: "Revoke",
  revokeNamed: params<{ url: string }>("Revoke {url}"),
  revokeTitle: "Revoke this link?",
  revokeDescription: "It stops working at once, printed copies too. Those who joined through it stay members.",
  revoking: "Revoking...",
});

/** One invitation link: its state and uses; while it works, its QR code, Copy, Print and Revoke. */
export function InviteLinkItem({ church, link }: { church: Church; link: InviteLink }) {
  const t = useStore(messages);
  const ids = useId();
  const url = inviteUrl(link.code);
  const active = link.state === "active";
  const input = useRef<HTMLInputElement>(null);
  const [printing, setPrinting] = useState(false);
  const revoke = useRevokeInviteLink(church, link);

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
            <label htmlFor={`${ids}-url`} className="sr-only">
              {t.linkLabel}
            </label>
            <input
              ref={input}
              id={`${ids}-url`}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(
                "h-10 w-full min-w-0 rounded-md border border-field bg-muted/40 px-3 font-mono text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
                !active && "text-muted-foreground line-through",
              )}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {withElements(
              link.createdBy ? t.createdBy({ time: slot("time"), name: displayName(link.createdBy) }) : t.created({ time: slot("time") }),
              { time: <RelativeTime date={link.createdAt} /> },
            )}
          </p>
          {active && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={copy}>
                <Copy aria-hidden="true" />
                {t.copy}
              </Button>
              <Button size="sm" variant="outline" aria-label={t.printNamed({ url })} onClick={() => setPrinting(true)}>
                <Printer aria-hidden="true" />
                {t.print}
              </Button>
              <ConfirmButton
                trigger={
                  <>
                    <X aria-hidden="true" />
                    {t.revoke}
                  </>
                }
                triggerProps={{
                  size: "sm",
                  variant: "ghost",
                  className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
                  "aria-label": t.revokeNamed({ url }),
                }}
                title={t.revokeTitle}
                description={t.revokeDescription}
                confirmLabel={t.revoke}
                pendingLabel={t.revoking}
                pending={revoke.isPending}
                onConfirm={(done) => revoke.mutate(undefined, { onSettled: done })}
              />
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
