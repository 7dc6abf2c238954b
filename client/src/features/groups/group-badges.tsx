import { useStore } from "@nanostores/react";
import { format } from "date-fns";
import { BookOpen, Church, Globe, HandHeart, Lock, ShieldCheck, type LucideIcon } from "lucide-react";
import type { GroupKind } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { dateLocale } from "@/lib/date-locale";
import { count, i18n, params } from "@/lib/i18n";
import { slot, withElements } from "@/components/with-elements";
import { groupKindWords } from "./group-kind-words";

const messages = i18n("groups/group-badges", {
  private: "Private",
  public: "Public",
  admin: "Admin",
  members: count({ one: "{count} member", other: "{count} members" }),
  created: params<{ date: string }>("Created {date}"),
});

/** A group's badge: 'Private' or 'Public'. */
export function PrivacyBadge({ isPrivate, className }: { isPrivate: boolean; className?: string }) {
  const t = useStore(messages);
  return isPrivate ? (
    <Badge variant="gold" className={className}>
      <Lock aria-hidden="true" />
      {t.private}
    </Badge>
  ) : (
    <Badge variant="secondary" className={className}>
      <Globe aria-hidden="true" />
      {t.public}
    </Badge>
  );
}

export function AdminBadge({ className }: { className?: string }) {
  const t = useStore(messages);
  return (
    <Badge variant="outline" className={className}>
      <ShieldCheck aria-hidden="true" className="text-primary" />
      {t.admin}
    </Badge>
  );
}

// Icons every signed-in page has already loaded: a badge brings no icon of its own.
const KIND_ICONS: Record<Exclude<GroupKind, "group">, LucideIcon> = { ministry: Church, study: BookOpen, prayer_team: HandHeart };

/** What a church's group is for ('Ministry', 'Bible study', 'Prayer team'); a plain group has no badge. */
export function KindBadge({ kind, className }: { kind: GroupKind; className?: string }) {
  const words = useStore(groupKindWords);
  if (kind === "group") return null;
  const Icon = KIND_ICONS[kind];
  return (
    <Badge variant="outline" className={className}>
      <Icon aria-hidden="true" className="text-primary" />
      {words[kind]}
    </Badge>
  );
}

/** "1 member", "3 members". */
export function MemberCount({ count }: { count: number }) {
  const t = useStore(messages);
  return t.members(count);
}

/** "Created Nov 22, 2026", with the exact timestamp for machines. */
export function CreatedDate({ date, className }: { date: string; className?: string }) {
  const t = useStore(messages);
  return (
    <span className={className}>
      {withElements(t.created({ date: slot("date") }), {
        // The medium date of the language: "Nov 22, 2026" in English, "22 nov 2026" in Spanish.
        date: <time dateTime={date}>{format(new Date(date), "PP", { locale: dateLocale() })}</time>,
      })}
    </span>
  );
}
