import { useStore } from "@nanostores/react";
import { i18n } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "@/components/settings-section";

const messages = i18n("account/delete-account-section", {
  title: "Delete account",
  description: "Remove your account and everything in it, for good.",
  whatGoes:
    "Your profile and photos, your posts and prayer requests, your comments and prayers, your connections and requests, and your place in your groups are all deleted. A group you alone lead passes to its longest-standing member; a group with nobody else in it is deleted. This cannot be undone.",
});

export function DeleteAccountSection() {
  const t = useStore(messages);
  const user = useCurrentUser();
  return (
    <SettingsSection id="delete" title={t.title} tone="danger" description={t.description}>
      <div className="grid gap-4 text-sm">
        <p>{t.whatGoes}</p>
        <div>
          <DeleteAccountDialog email={user.email} />
        </div>
      </div>
    </SettingsSection>
  );
}
