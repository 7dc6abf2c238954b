import { SettingsSection } from "./settings-section";

export function MailPreferencesSection() {
  return (
    <SettingsSection id="mail" title="Email notifications">
      {null}
    </SettingsSection>
  );
}
