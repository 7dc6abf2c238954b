import { i18n } from "@/lib/i18n";

/**
 * The prayer categories' names in the reader's language, keyed by the category
 * (`useStore(categoryLabels)[post.category]`). The English is the contract's
 * PRAYER_CATEGORY_LABELS, word for word.
 */
export const categoryLabels = i18n("posts/category-labels", {
  health: "Health",
  family: "Family",
  work: "Work and provision",
  grief: "Grief",
  guidance: "Guidance",
  growth: "Spiritual growth",
  thanksgiving: "Thanksgiving",
  other: "Other",
});
