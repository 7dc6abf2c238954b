import { CircleCheck, HandHeart, Heart, type LucideIcon, Sparkles } from "lucide-react";
import type { MessageReaction } from "@contract/messages";

// A message's reactions are named as a post's are, in the same words.
export { reactionWords } from "@/features/reactions/reaction-words";

/**
 * Each reaction's icon, in the order they are offered and shown (every one of the contract's,
 * the type sees to it). Praying may show praying hands here: a message has no Prayer button
 * to be told apart from, as a post has.
 */
export const REACTION_ICONS: Record<MessageReaction, LucideIcon> = {
  amen: CircleCheck,
  praying: HandHeart,
  love: Heart,
  praise: Sparkles,
};

// Read from the icons rather than the contract's list, whose module brings its zod schemas into the page.
export const REACTIONS = Object.keys(REACTION_ICONS) as MessageReaction[];
