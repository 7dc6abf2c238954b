import { displayName } from "@contract/display-name";
import type { Profile } from "@contract/profile";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { PersonMenuTrigger } from "./person-menu-trigger";

const PersonMenuDropdown = retryableLazy(() => import("./person-menu-dropdown").then((m) => m.PersonMenuDropdown));

/** Someone else's profile: mute, block or report them (and, for admins, their moderator role). */
export function PersonMenu({ profile }: { profile: Profile }) {
  return (
    <LazyMenu
      standIn={(props) => <PersonMenuTrigger name={displayName(profile)} {...props} />}
      menu={(defaultOpen) => <PersonMenuDropdown profile={profile} defaultOpen={defaultOpen} />}
    />
  );
}
