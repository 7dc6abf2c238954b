import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Group } from "@contract/groups";
import { groupPostsKey } from "@/lib/group-cache";
import { i18n } from "@/lib/i18n";
import { addPostToPlaceFeed } from "@/lib/place-feed-cache";
import { Composer } from "./composer";

const messages = i18n("posts/group-composer", {
  heading: "Share with your group",
});

/** The home composer, posting into the group: 'Share with your group'. Members only. */
export function GroupComposer({ group }: { group: Group }) {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  return <Composer heading={t.heading} groupId={group.id} onPosted={(post) => addPostToPlaceFeed(queryClient, groupPostsKey(group.id), post)} />;
}
