import { CircleCheck, HandHeart, Heart, type LucideIcon, Sparkles } from "lucide-react";
import type { MessageReaction } from "@contract/messages";
import { count, i18n } from "@/lib/i18n";

export const reactionWords = i18n("messages/reaction-words", {
  amen: "Amen",
  praying: "Praying",
  love: "Love",
  praise: "Praise",
  // A chip's name for screen readers (whether one is mine, it says as a pressed button).
  chip: count({ one: "{reaction}: {count} person", other: "{reaction}: {count} people" }),
});

/** Each reaction's icon, in the order they are offered and shown (every one of the contract's, the type sees to it). */
export const REACTION_ICONS: Record<MessageReaction, LucideIcon> = {
  amen: CircleCheck,
  praying: HandHeart,
  love: Heart,
  praise: Sparkles,
};

// Read from the icons rather than the contract's list, whose module brings its zod schemas into the page.
export const REACTIONS = Object.keys(REACTION_ICONS) as MessageReaction[];
