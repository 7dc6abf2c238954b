import { DeleteAccountSection } from "./delete-account-section";
import { EventSettingsSection } from "./event-settings-section";
import { ExportSection } from "./export-section";
import { KeptAwaySection } from "@/features/safety/kept-away-section";
import { MailPreferencesSection } from "./mail-preferences-section";
import { PrayerReminderSection } from "@/features/prayer/prayer-reminder-section";
import { PushSection } from "./push-section";

/** The settings below the sign-in ones: what we send, your reminders and calendar, whom you keep away, and your data. */
export function LowerSections() {
  return (
    <>
      <MailPreferencesSection />
      <PushSection />
      <PrayerReminderSection />
      <EventSettingsSection />
      <KeptAwaySection />
      <ExportSection />
      <DeleteAccountSection />
    </>
  );
}
