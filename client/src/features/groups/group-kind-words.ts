import { i18n } from "@/lib/i18n";

/** What a church's group is for, in the reader's language: `groupKindWords.get()[group.kind]`. */
export const groupKindWords = i18n("groups/group-kind-words", {
  ministry: "Ministry",
  study: "Bible study",
  prayer_team: "Prayer team",
});
