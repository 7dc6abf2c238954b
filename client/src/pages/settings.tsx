import { useStore } from "@nanostores/react";
import { DeferredPart } from "@/components/deferred-part";
import { PageHeader } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { EmailSection } from "@/features/account/email-section";
import { LanguageSection } from "@/features/account/language-section";
import { PasswordSection } from "@/features/account/password-section";
import { SessionsSection } from "@/features/account/sessions-section";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// Below the sign-in sections: its code loads beside the page's, not within it.
const ContactDetailsSection = retryableLazy(() => import("@/features/account/contact-details-section").then((m) => m.ContactDetailsSection));
// Only on a site that takes new members by invitation (it asks the site first), with the
// contract schemas its form checks addresses with.
const InvitePeopleSection = retryableLazy(() => import("@/features/site/invitations/invite-people-section").then((m) => m.InvitePeopleSection));
// Who may message me, and read markers: the messages feature's own words and calls.
const MessageSettingsSection = retryableLazy(() => import("@/features/messages/message-settings-section").then((m) => m.MessageSettingsSection));
// Below the fold, and with the contract schemas (zod) they share: they load after the page shows.
const LowerSections = retryableLazy(() => import("@/features/account/lower-sections").then((m) => m.LowerSections));

const messages = i18n("pages/settings", {
  title: "Settings",
  description:
    "Your sign-in, who may message you, the mail and notifications we send you, your prayer and event reminders, your calendar, whom you keep away, and your data.",
});

export function SettingsPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
      <PageHeader className="mb-0" title={t.title} description={t.description} />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <LanguageSection />
      <DeferredPart standIn={null}>
        <InvitePeopleSection />
      </DeferredPart>
      <DeferredPart standIn={<Skeleton className="h-80 w-full rounded-xl" />}>
        <ContactDetailsSection />
      </DeferredPart>
      <DeferredPart standIn={<Skeleton className="h-56 w-full rounded-xl" />}>
        <MessageSettingsSection />
      </DeferredPart>
      <DeferredPart standIn={<Skeleton className="h-96 w-full rounded-xl" />}>
        <LowerSections />
      </DeferredPart>
    </div>
  );
}
