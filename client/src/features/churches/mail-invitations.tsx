import { useStore } from "@nanostores/react";
import { Mail } from "lucide-react";
import { useId } from "react";
import type { Church, InviteLink } from "@contract/churches";
import { MAILED_INVITATION_DAYS, MAX_MAIL_INVITATIONS } from "@contract/limits";
import { AddressListForm } from "@/components/address-list-form";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { useMailInvitations } from "./invite-link-mutations";
import { MailedInvitations } from "./mailed-invitations";

const messages = i18n("churches/mail-invitations", {
  title: "Invite by e-mail",
  hint: params<{ days: number }>(
    "Paste the addresses of those you would welcome. Each gets a link of their own, for one person, that works for {days} days: they sign up or sign in, and they are members.",
  ),
  addresses: "E-mail addresses",
  separated: "Separate them with commas, spaces or new lines.",
});

/** Invite: a list of addresses, each mailed a link for one person; then the invitations mailed, apart from the links to share. */
export function MailInvitations({ church, links }: { church: Church; links: InviteLink[] | undefined }) {
  const t = useStore(messages);
  const ids = useId();
  const send = useMailInvitations(church);
  const mailed = links?.filter((link) => link.email !== null) ?? [];
  return (
    <Card>
      <div className="grid gap-5 p-5 sm:p-6">
        <AddressListForm
          aria-labelledby={`${ids}-title`}
          heading={
            <div>
              <h2 id={`${ids}-title`} className="flex items-center gap-2 text-base font-semibold">
                <Mail aria-hidden="true" className="size-4 text-primary" />
                {t.title}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t.hint({ days: MAILED_INVITATION_DAYS })}</p>
            </div>
          }
          label={t.addresses}
          help={t.separated}
          max={MAX_MAIL_INVITATIONS}
          rows={4}
          send={send}
        />
        {mailed.length > 0 && <MailedInvitations church={church} invitations={mailed} />}
      </div>
    </Card>
  );
}
