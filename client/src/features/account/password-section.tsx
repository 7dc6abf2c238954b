import { SettingsSection } from "./settings-section";

export function PasswordSection() {
  return (
    <SettingsSection id="password" title="Password">
      {null}
    </SettingsSection>
  );
}
