import { useQueryClient } from "@tanstack/react-query";
import type { Group } from "@contract/groups";
import { Composer } from "./composer";
import { addPostToGroupFeed } from "./use-group-feed";

/** The home composer, posting into the group: 'Share with your group'. Members only. */
export function GroupComposer({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  return <Composer heading="Share with your group" groupId={group.id} onPosted={(post) => addPostToGroupFeed(queryClient, group.id, post)} />;
}
