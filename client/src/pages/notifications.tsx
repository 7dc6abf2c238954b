import { useStore } from "@nanostores/react";
import { PageHeader } from "@/components/layout/page-header";
import { MarkAllReadButton, NotificationList } from "@/features/notifications/notification-list";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/notifications", {
  title: "Notifications",
  description: "Prayers, comments, events and connection news from your community.",
});

export function NotificationsPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t.title} description={t.description} actions={<MarkAllReadButton />} />
      <NotificationList />
    </div>
  );
}
