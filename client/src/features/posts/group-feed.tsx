import { useStore } from "@nanostores/react";
import type { Group } from "@contract/groups";
import { groupPostsKey } from "@/lib/group-cache";
import { i18n } from "@/lib/i18n";
import { PlaceFeed } from "./place-feed";

const messages = i18n("posts/group-feed", {
  groupPosts: "Group posts",
  loadError: "We could not load this group's posts",
  memberHint: "Be the first to share a word of encouragement or a prayer request with this group.",
  visitorHint: "Nothing has been shared in this group yet.",
});

/**
 * The group's posts and prayer requests, or its answered prayers. `moderates`: the viewer leads
 * the church whose group it is (its own admins are known from the group itself).
 */
export function GroupFeed({ group, moderates }: { group: Group; moderates?: boolean }) {
  const t = useStore(messages);
  return (
    <PlaceFeed
      feedKey={groupPostsKey(group.id)}
      url={`/api/groups/${group.id}/posts`}
      words={{ heading: t.groupPosts, loadError: t.loadError, emptyHint: group.myRole ? t.memberHint : t.visitorHint }}
      moderates={moderates}
    />
  );
}
