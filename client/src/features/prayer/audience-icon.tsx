import { useStore } from "@nanostores/react";
import { Church, HandHeart, Lock, UserCheck, Users, UsersRound, type LucideIcon } from "lucide-react";
import type { AudienceKind } from "@contract/prayer";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("prayer/audience-icon", {
  allYourConnections: "Shared with all your connections",
  authorsConnections: "Shared with the author's connections",
  namedGroup: params<{ name: string }>("Shared with {name}"),
  theGroup: "Shared with the group",
  peopleYouChose: "Shared with people you chose",
  peopleAuthorChose: "Shared with people the author chose",
  onlyYou: "Only you can see this",
  theChurch: "Shared with the church",
  prayerTeam: "Prayer team only",
});

/**
 * Who a post is shared with, in the words of whoever reads it. `groupName` names the place it
 * was shared in, when known: its group, or its church.
 */
function audienceLabel(kind: AudienceKind, { mine, groupName }: { mine: boolean; groupName?: string | null }, t = messages.get()): string {
  switch (kind) {
    case "connections":
      return mine ? t.allYourConnections : t.authorsConnections;
    case "group":
      return groupName ? t.namedGroup({ name: groupName }) : t.theGroup;
    case "people":
      return mine ? t.peopleYouChose : t.peopleAuthorChose;
    case "private":
      return t.onlyYou;
    case "church":
      return groupName ? t.namedGroup({ name: groupName }) : t.theChurch;
    case "prayer_team":
      return t.prayerTeam;
  }
}

const ICONS: Record<AudienceKind, LucideIcon> = {
  connections: Users,
  group: UsersRound,
  people: UserCheck,
  private: Lock,
  church: Church,
  prayer_team: HandHeart,
};

/**
 * A small icon beside a post's time saying who it is shared with. Its tooltip is plain CSS
 * (shown on hover and on focus): a card on the first screen carries no popover code for it.
 * The tooltip hangs from the nearest positioned ancestor (the card's line of details), so on
 * a narrow screen it starts where that line does and is never cut off by the card's edge.
 */
export function AudienceIcon({ kind, mine, groupName }: { kind: AudienceKind; mine: boolean; groupName?: string | null }) {
  const t = useStore(messages);
  const label = audienceLabel(kind, { mine, groupName }, t);
  const Icon = ICONS[kind];
  return (
    <span className="group/audience inline-flex">
      {/* Focusable, so a keyboard reaches the tooltip; its name is the same words. */}
      <span
        role="img"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable without a pointer
        tabIndex={0}
        className="inline-flex size-6 items-center justify-center rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute top-full left-0 z-20 mt-0.5 w-max max-w-full rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background opacity-0 shadow-md transition-opacity group-focus-within/audience:visible group-focus-within/audience:opacity-100 group-hover/audience:visible group-hover/audience:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}
