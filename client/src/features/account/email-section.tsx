import { SettingsSection } from "./settings-section";

export function EmailSection() {
  return (
    <SettingsSection id="email" title="Email address">
      {null}
    </SettingsSection>
  );
}
