import { Bug, HandHeart, House, User, Users, type LucideIcon } from "lucide-react";

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
  { label: "Prayer", href: "/prayer", icon: HandHeart },
  { label: "Debug", href: "/debug", icon: Bug },
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
