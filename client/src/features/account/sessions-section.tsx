import { SettingsSection } from "./settings-section";

export function SessionsSection() {
  return (
    <SettingsSection id="sessions" title="Where you are signed in">
      {null}
    </SettingsSection>
  );
}
