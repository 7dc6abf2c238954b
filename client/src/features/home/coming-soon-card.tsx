import { useStore } from "@nanostores/react";
import { BookOpen, Music, Sunrise, type LucideIcon } from "lucide-react";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("home/coming-soon-card", {
  comingSoon: "Coming Soon",
  dailyDevotions: "Daily Devotions",
  worshipTogether: "Worship Together",
  bibleStudyGroups: "Bible Study Groups",
});

// The features the feed page announces as coming soon (a fixed list, in the product's words).
const UPCOMING: readonly { label: "dailyDevotions" | "worshipTogether" | "bibleStudyGroups"; icon: LucideIcon }[] = [
  { label: "dailyDevotions", icon: Sunrise },
  { label: "worshipTogether", icon: Music },
  { label: "bibleStudyGroups", icon: BookOpen },
];

export function ComingSoonCard() {
  const t = useStore(messages);
  return (
    <PanelCard id="coming-soon" title={t.comingSoon}>
      <ul className="grid grid-cols-1 gap-3">
        {UPCOMING.map(({ label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 text-sm">
            <span className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {t[label]}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
