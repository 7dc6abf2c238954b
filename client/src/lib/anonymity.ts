import { i18n, params } from "@/lib/i18n";

const messages = i18n("lib/anonymity", {
  network: "A member of your network",
  group: params<{ group: string }>("A member of {group}"),
});

/**
 * How an anonymous author is named to everyone but themselves, in the interface's language; in
 * a group, the group is all the reader learns of who wrote it.
 */
export const anonymousName = (groupName?: string | null): string => {
  const t = messages.get();
  return groupName ? t.group({ group: groupName }) : t.network;
};
