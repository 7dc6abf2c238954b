import { LogOut, User } from "lucide-react";
import { useLocation } from "wouter";
import { UserAvatar } from "@/components/user-avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayName } from "@contract/display-name";
import { useCurrentUser } from "@/lib/use-auth";

/** The avatar button: who is signed in, a shortcut to the profile, and Log out. */
export function UserMenu() {
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar user={user} className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar user={user} />
          <span className="grid min-w-0">
            <span className="truncate font-semibold">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <User aria-hidden="true" />
          My Profile
        </DropdownMenuItem>
        {/* A real navigation, not fetch: the server ends the session and redirects to "/". */}
        <DropdownMenuItem asChild variant="destructive">
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
