import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { Bell, BellOff, Flag, UserRoundX } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { KeptAwayLists } from "@contract/safety";
import type { PublicUser } from "@contract/users";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { i18n, params } from "@/lib/i18n";
import { KEPT_AWAY_KEY } from "./safety-cache";

const messages = i18n("safety/safety-items", {
  mute: params<{ name: string }>("Mute {name}"),
  unmute: params<{ name: string }>("Unmute {name}"),
  block: params<{ name: string }>("Block {name}"),
});

/** What a name in a menu item calls someone: their first name, or their full one. */
export const firstNameOf = (person: PublicUser) => person.firstName || displayName(person);

/**
 * Report, Mute or Unmute, and Block: the items of a menu about someone else's post or about
 * them. Rendered while the menu is open, they read whom I have muted then (one request for
 * every menu, kept).
 */
export function SafetyItems({
  person,
  reportLabel,
  onReport,
  onMute,
  onBlock,
  muted: knownMuted,
}: {
  person: PublicUser;
  reportLabel: string;
  onReport: () => void;
  onMute: (muted: boolean) => void;
  onBlock: () => void;
  /** Whether I have muted them, when the caller knows (a profile says). */
  muted?: boolean;
}) {
  const t = useStore(messages);
  const lists = useQuery<KeptAwayLists>({ queryKey: KEPT_AWAY_KEY, enabled: knownMuted === undefined });
  const muted = knownMuted ?? lists.data?.muted.some((entry) => entry.user.id === person.id) ?? false;
  const name = firstNameOf(person);
  return (
    <>
      <DropdownMenuItem onSelect={onReport}>
        <Flag aria-hidden="true" />
        {reportLabel}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onMute(!muted)}>
        {muted ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        {muted ? t.unmute({ name }) : t.mute({ name })}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={onBlock}>
        <UserRoundX aria-hidden="true" />
        {t.block({ name })}
      </DropdownMenuItem>
    </>
  );
}
