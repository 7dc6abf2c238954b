import { PageHeader } from "@/components/layout/page-header";
import { MarkAllReadButton, NotificationList } from "@/features/notifications/notification-list";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotificationsPage() {
  useDocumentTitle("Notifications");
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Notifications"
        description="Prayers, comments and connection news from your community."
        actions={<MarkAllReadButton />}
      />
      <NotificationList />
    </div>
  );
}
