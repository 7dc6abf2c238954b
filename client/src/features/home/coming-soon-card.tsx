import { BookOpen, CalendarDays, Music, Sunrise, type LucideIcon } from "lucide-react";
import { PanelCard } from "@/components/panel-card";

// The features the feed page announces as coming soon (a fixed list, in the product's words).
const UPCOMING: readonly { label: string; icon: LucideIcon }[] = [
  { label: "Faith Events", icon: CalendarDays },
  { label: "Daily Devotions", icon: Sunrise },
  { label: "Worship Together", icon: Music },
  { label: "Bible Study Groups", icon: BookOpen },
];

export function ComingSoonCard() {
  return (
    <PanelCard id="coming-soon" title="Coming Soon">
      <ul className="grid grid-cols-1 gap-3">
        {UPCOMING.map(({ label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 text-sm">
            <span className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
