import { i18n } from "@/lib/i18n";

/**
 * The prayer categories' names in the reader's language, keyed by the category
 * (`useStore(categoryLabels)[post.category]`): the composer, the feed filter and the badges.
 */
export const categoryLabels = i18n("prayer/prayer-category-words", {
  health: "Health",
  family: "Family",
  work: "Work and provision",
  grief: "Grief",
  guidance: "Guidance",
  growth: "Spiritual growth",
  thanksgiving: "Thanksgiving",
  other: "Other",
});
