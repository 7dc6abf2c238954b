import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { UserMenuTrigger } from "./user-menu-trigger";

// The menu's code (Radix menus and their positioning) is not needed to paint a page.
const UserMenuDropdown = retryableLazy(() => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown));

/** The avatar button: who is signed in, a shortcut to the profile, and Log out. */
export function UserMenu() {
  const user = useCurrentUser();
  return (
    <LazyMenu
      standIn={(props) => <UserMenuTrigger user={user} {...props} />}
      menu={(defaultOpen) => <UserMenuDropdown user={user} defaultOpen={defaultOpen} />}
    />
  );
}
