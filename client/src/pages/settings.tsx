import { PageHeader } from "@/components/layout/page-header";
import { DeleteAccountSection } from "@/features/account/delete-account-section";
import { EmailSection } from "@/features/account/email-section";
import { ExportSection } from "@/features/account/export-section";
import { KeptAwaySection } from "@/features/account/kept-away-section";
import { MailPreferencesSection } from "@/features/account/mail-preferences-section";
import { PasswordSection } from "@/features/account/password-section";
import { PrayerReminderSection } from "@/features/account/prayer-reminder-section";
import { PushSection } from "@/features/account/push-section";
import { SessionsSection } from "@/features/account/sessions-section";
import { useDocumentTitle } from "@/lib/use-document-title";

export function SettingsPage() {
  useDocumentTitle("Settings");
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
      <PageHeader
        className="mb-0"
        title="Settings"
        description="Your sign-in, the mail and notifications we send you, your prayer reminder, whom you keep away, and your data."
      />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <MailPreferencesSection />
      <PushSection />
      <PrayerReminderSection />
      <KeptAwaySection />
      <ExportSection />
      <DeleteAccountSection />
    </div>
  );
}
