import { useStore } from "@nanostores/react";
import { Music, type LucideIcon } from "lucide-react";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("home/coming-soon-card", {
  comingSoon: "Coming Soon",
  worshipTogether: "Worship Together",
});

// What the feed page announces as still coming (in the product's words): daily devotions have
// come, from each church's leaders, and so have Bible study groups (a plan a group reads together).
const UPCOMING: readonly { label: "worshipTogether"; icon: LucideIcon }[] = [{ label: "worshipTogether", icon: Music }];

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
