import { useCurrentUser } from "@/lib/use-auth";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";

export function DeleteAccountSection() {
  const user = useCurrentUser();
  return (
    <SettingsSection id="delete" title="Delete account" tone="danger" description="Remove your account and everything in it, for good.">
      <div className="grid gap-4 text-sm">
        <p>
          Your profile and photos, your posts and prayer requests, your comments and prayers, your connections and requests, and your place in
          your groups are all deleted. A group you alone lead passes to its longest-standing member; a group with nobody else in it is deleted.
          This cannot be undone.
        </p>
        <div>
          <DeleteAccountDialog email={user.email} />
        </div>
      </div>
    </SettingsSection>
  );
}
