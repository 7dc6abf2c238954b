import { useStore } from "@nanostores/react";
import { MAX_MAILED_SITE_INVITATIONS } from "@contract/site-invitations";
import { AddressListForm } from "@/components/address-list-form";
import { i18n } from "@/lib/i18n";
import { useMailSiteInvitations } from "./site-invitation-mutations";

const messages = i18n("site/mail-site-invitations", {
  addresses: "Invite by email",
  separated: "Each address gets an invitation of its own. Separate them with commas, spaces or new lines.",
});

/** A list of addresses, each mailed an invitation to sign up. */
export function MailSiteInvitations() {
  const t = useStore(messages);
  const send = useMailSiteInvitations();
  // Below the link to create, as a lesser way: an outline button, a shorter field.
  return (
    <AddressListForm
      label={t.addresses}
      help={t.separated}
      max={MAX_MAILED_SITE_INVITATIONS}
      rows={3}
      buttonVariant="outline"
      send={send}
      className="gap-3"
    />
  );
}
