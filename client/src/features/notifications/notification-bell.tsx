import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The bell in the top navigation. The dropdown and unread badge arrive with notifications. */
export function NotificationBell() {
  return (
    <Button variant="ghost" size="icon" aria-label="Notifications" className="rounded-full text-muted-foreground hover:text-foreground">
      <Bell aria-hidden="true" className="size-5" />
    </Button>
  );
}
