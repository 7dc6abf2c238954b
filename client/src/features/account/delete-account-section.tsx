import { SettingsSection } from "./settings-section";

export function DeleteAccountSection() {
  return (
    <SettingsSection id="delete" title="Delete account">
      {null}
    </SettingsSection>
  );
}
