import { displayName } from "@contract/display-name";
import type { Profile } from "@contract/profile";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { PersonMenuTrigger } from "./person-menu-trigger";

const PersonMenuDropdown = retryableLazy(() => import("./person-menu-dropdown").then((m) => m.PersonMenuDropdown));

/** Someone else's profile: mute, block or report them (and, for admins, their moderator role). */
export function PersonMenu({ profile }: { profile: Profile }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const standIn = <PersonMenuTrigger name={displayName(profile)} aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <PersonMenuDropdown profile={profile} defaultOpen={requested} />
    </DeferredPart>
  );
}
