import { BookOpen, Bug, CalendarDays, Church, HandHeart, House, MessageCircle, User, Users, type LucideIcon } from "lucide-react";
import { computed } from "nanostores";
import { count, i18n } from "@/lib/i18n";

const mainMessages = i18n("components/nav-items", {
  home: "Home",
  profile: "Profile",
  groups: "Groups",
  churches: "Churches",
  prayer: "Prayer",
  debug: "Debug",
});

// Events' name is translated with the rest of the events feature's words.
const eventsMessages = i18n("events/nav-item", {
  events: "Events",
});

// Messages' name and badge are translated with the rest of the messages feature's words.
export const messagesNavWords = i18n("messages/nav-item", {
  messages: "Messages",
  unread: count({ one: "Messages, {count} new", other: "Messages, {count} new" }),
});

// The Bible's name is translated with the rest of the Bible's words.
const bibleMessages = i18n("bible/nav-item", {
  bible: "Bible",
});

/** The items' names, in the interface's language (`navMessages[item.name]`). */
export const navMessages = computed([mainMessages, eventsMessages, messagesNavWords, bibleMessages], (main, events, { messages }, bible) => ({
  ...main,
  ...events,
  messages,
  ...bible,
}));

export interface NavItem {
  name: keyof ReturnType<typeof navMessages.get>;
  href: string;
  icon: LucideIcon;
  /** False for an item the phone's tab bar has no room for: the account menu has it there. */
  tabBar?: false;
}

// The top navigation, in its fixed order.
export const NAV_ITEMS: readonly NavItem[] = [
  { name: "home", href: "/", icon: House },
  { name: "profile", href: "/profile", icon: User },
  { name: "groups", href: "/groups", icon: Users },
  { name: "churches", href: "/churches", icon: Church },
  { name: "events", href: "/events", icon: CalendarDays },
  { name: "messages", href: "/messages", icon: MessageCircle },
  { name: "prayer", href: "/prayer", icon: HandHeart },
  { name: "bible", href: "/bible", icon: BookOpen, tabBar: false },
  { name: "debug", href: "/debug", icon: Bug },
];

/**
 * Whether the item is the page being shown. "/" is active only on itself; "Profile" on the
 * viewer's own profile (/profile, or /profile/<their id>), not on someone else's; the other
 * items also own their sub-paths (/groups/7).
 */
export function isNavItemActive(href: string, pathname: string, viewerId: number): boolean {
  if (href === "/") return pathname === "/";
  if (href === "/profile") return pathname === href || pathname === `${href}/${viewerId}`;
  return pathname === href || pathname.startsWith(`${href}/`);
}
