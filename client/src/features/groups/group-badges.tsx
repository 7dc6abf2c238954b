import { format } from "date-fns";
import { Globe, Lock, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A group's badge: 'Private' or 'Public'. */
export function PrivacyBadge({ isPrivate, className }: { isPrivate: boolean; className?: string }) {
  return isPrivate ? (
    <Badge variant="gold" className={className}>
      <Lock aria-hidden="true" />
      Private
    </Badge>
  ) : (
    <Badge variant="secondary" className={className}>
      <Globe aria-hidden="true" />
      Public
    </Badge>
  );
}

export function AdminBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={className}>
      <ShieldCheck aria-hidden="true" className="text-primary" />
      Admin
    </Badge>
  );
}

export function memberCountLabel(count: number): string {
  return `${count} member${count === 1 ? "" : "s"}`;
}

/** "Created Nov 22, 2026", with the exact timestamp for machines. */
export function CreatedDate({ date, className }: { date: string; className?: string }) {
  return (
    <span className={className}>
      Created <time dateTime={date}>{format(new Date(date), "MMM d, yyyy")}</time>
    </span>
  );
}
