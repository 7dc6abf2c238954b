import { DeleteAccountSection } from "./delete-account-section";
import { ExportSection } from "./export-section";
import { KeptAwaySection } from "@/features/safety/kept-away-section";
import { MailPreferencesSection } from "./mail-preferences-section";
import { PrayerReminderSection } from "@/features/prayer/prayer-reminder-section";
import { PushSection } from "./push-section";

/** The settings below the sign-in ones: what we send, whom you keep away, and your data. */
export function LowerSections() {
  return (
    <>
      <MailPreferencesSection />
      <PushSection />
      <PrayerReminderSection />
      <KeptAwaySection />
      <ExportSection />
      <DeleteAccountSection />
    </>
  );
}
