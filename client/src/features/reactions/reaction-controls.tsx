import type { ReactionCounts, ReactionKind } from "@contract/reactions";
import { ReactionChips } from "./reaction-chips";
import { totalOf } from "./reaction-counts";
import { ReactionPickerDropdown } from "./reaction-picker-dropdown";
import { WhoReacted } from "./who-reacted";

/**
 * What a member does with a post's or comment's reactions: the counts as buttons (mine marked:
 * pressing it takes it back, another makes it mine), "React" with its menu of the four, and for
 * the author (`whoReacted`: the path of what they wrote) "See who reacted", once anyone has.
 * `openMenu`: the menu opens at once (a press on "React" before this code had loaded).
 */
export function ReactionControls({
  reactions,
  myReaction,
  onChoose,
  whoReacted,
  small = false,
  openMenu = false,
}: {
  reactions: ReactionCounts;
  myReaction: ReactionKind | null;
  onChoose: (kind: ReactionKind | null) => void;
  whoReacted?: string;
  small?: boolean;
  openMenu?: boolean;
}) {
  return (
    <>
      <ReactionChips reactions={reactions} myReaction={myReaction} onChoose={onChoose} small={small} />
      <ReactionPickerDropdown reactions={reactions} myReaction={myReaction} onChoose={onChoose} small={small} defaultOpen={openMenu} />
      {whoReacted && totalOf(reactions) > 0 && <WhoReacted path={whoReacted} small={small} className="ml-auto" />}
    </>
  );
}
