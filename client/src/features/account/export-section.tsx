import { SettingsSection } from "./settings-section";

export function ExportSection() {
  return (
    <SettingsSection id="export" title="Your data">
      {null}
    </SettingsSection>
  );
}
