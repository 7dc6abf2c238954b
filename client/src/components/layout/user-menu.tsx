import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { UserMenuTrigger } from "./user-menu-trigger";

// The menu's code (Radix menus and their positioning) is not needed to paint a page.
const UserMenuDropdown = retryableLazy(() => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown));

/** The avatar button: who is signed in, a shortcut to the profile, and Log out. */
export function UserMenu() {
  const user = useCurrentUser();
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const standIn = <UserMenuTrigger user={user} aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <UserMenuDropdown user={user} defaultOpen={requested} />
    </DeferredPart>
  );
}
