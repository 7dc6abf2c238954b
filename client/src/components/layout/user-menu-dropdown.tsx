import { LogOut, User } from "lucide-react";
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
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { UserMenuTrigger } from "./user-menu-trigger";

/** The account menu itself, loaded on demand by UserMenu. */
export function UserMenuDropdown({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const [, navigate] = useLocation();
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
          My Profile
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
