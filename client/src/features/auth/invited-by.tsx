import { useStore } from "@nanostores/react";
import { MailOpen } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { SiteInvitationPreview } from "@contract/site-invitations";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("auth/invited-by", {
  invited: params<{ name: string; site: string }>("{name} invited you to join {site}"),
  oneStep: "Create your account below: your invitation lets you in.",
});

/** Above the sign-up form of someone who came by a member's invitation: who invited them. */
export function InvitedBy({ inviter, site }: { inviter: SiteInvitationPreview["inviter"]; site: string }) {
  const t = useStore(messages);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-primary/20 bg-primary/5 px-3 py-2.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MailOpen aria-hidden="true" className="size-4" />
      </span>
      <p className="grid gap-0.5 text-sm">
        <span className="font-semibold wrap-anywhere text-foreground">{t.invited({ name: displayName(inviter), site })}</span>
        <span className="text-muted-foreground">{t.oneStep}</span>
      </p>
    </div>
  );
}
