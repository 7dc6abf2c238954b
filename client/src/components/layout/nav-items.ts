import { Bug, House, User, Users, type LucideIcon } from "lucide-react";

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

// The top navigation, in its fixed order.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", href: "/", icon: House },
  { label: "Profile", href: "/profile", icon: User },
  { label: "Groups", href: "/groups", icon: Users },
  { label: "Debug", href: "/debug", icon: Bug },
];

/** "/" is active only on itself; other items also own their sub-paths (/profile/7). */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
