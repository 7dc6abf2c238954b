import { Bird, CircleCheck, Heart, type LucideIcon, Sparkles } from "lucide-react";
import type { ReactionKind } from "@contract/reactions";
import { count, i18n } from "@/lib/i18n";

export const reactionWords = i18n("reactions/reaction-words", {
  amen: "Amen",
  praying: "Praying",
  love: "Love",
  praise: "Praise",
  // A count's name for screen readers (whether it is mine, a pressed button says).
  chip: count({ one: "{reaction}: {count} person", other: "{reaction}: {count} people" }),
  reactions: "Reactions",
});

/**
 * Each reaction's icon, in the order they are offered and shown (every one of the contract's,
 * the type sees to it). None is the Prayer button's praying hands: praying for a post is its
 * own act, counted apart.
 */
export const REACTION_ICONS: Record<ReactionKind, LucideIcon> = {
  amen: CircleCheck,
  praying: Bird,
  love: Heart,
  praise: Sparkles,
};

// Read from the icons rather than the contract's list, whose module brings its zod schemas into the page.
export const REACTIONS = Object.keys(REACTION_ICONS) as ReactionKind[];

/** Fills the {reaction} a counted message leaves (the library fills only {count}). */
export const fillReaction = (words: string, reaction: string): string => words.replaceAll("{reaction}", () => reaction);
