import { useStore } from "@nanostores/react";
import { Bell, BookOpen, LogOut, Monitor, Moon, Settings, ShieldCheck, Sun, User, UserCog, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "@contract/users";
import { displayName } from "@contract/display-name";
import { UserAvatar } from "@/components/user-avatar";
import { logOut } from "@/features/auth/log-out";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { i18n } from "@/lib/i18n";
import { isModerator } from "@/lib/moderation-cache";
import { chooseTheme, currentTheme, type ThemeChoice } from "@/lib/theme";
import { navMessages } from "./nav-items";
import { UserMenuTrigger } from "./user-menu-trigger";

const messages = i18n("components/user-menu-dropdown", {
  myProfile: "My Profile",
  notifications: "Notifications",
  settings: "Settings",
  moderation: "Moderation",
  admin: "Admin",
  theme: "Theme",
  system: "System",
  light: "Light",
  dark: "Dark",
  logOut: "Log out",
});

// Each theme's name is its message's key.
const THEMES: readonly { value: ThemeChoice; icon: LucideIcon }[] = [
  { value: "system", icon: Monitor },
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
];

/** The account menu itself, loaded on demand by UserMenu. */
export function UserMenuDropdown({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const t = useStore(messages);
  const nav = useStore(navMessages);
  const [, navigate] = useLocation();
  const [theme, setTheme] = useState(currentTheme);
  const themeLabel = useId();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar user={user} />
          <span className="grid min-w-0">
            <span className="truncate font-semibold">{displayName(user)}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <User aria-hidden="true" />
          {t.myProfile}
        </DropdownMenuItem>
        {/* The phone's tab bar has no room for the Bible: it is here instead (the header links to it from md up). */}
        <DropdownMenuItem className="md:hidden" onSelect={() => navigate("/bible")}>
          <BookOpen aria-hidden="true" />
          {nav.bible}
        </DropdownMenuItem>
        {/* Every notice, past the bell's latest ten, without going through the bell. */}
        <DropdownMenuItem onSelect={() => navigate("/notifications")}>
          <Bell aria-hidden="true" />
          {t.notifications}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/settings")}>
          <Settings aria-hidden="true" />
          {t.settings}
        </DropdownMenuItem>
        {isModerator(user) && (
          <>
            <DropdownMenuItem onSelect={() => navigate("/moderation")}>
              <ShieldCheck aria-hidden="true" />
              {t.moderation}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate("/admin")}>
              <UserCog aria-hidden="true" />
              {t.admin}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel id={themeLabel} className="pb-1 text-xs font-semibold text-muted-foreground">
          {t.theme}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby={themeLabel}
          value={theme}
          onValueChange={(value) => {
            chooseTheme(value as ThemeChoice);
            setTheme(value as ThemeChoice);
          }}
        >
          {THEMES.map(({ value, icon: Icon }) => (
            // Choosing keeps the menu open, so the change can be seen and undone at once.
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden="true" />
              {t[value]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" />
          {t.logOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
