import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Church } from "@contract/churches";
import { Composer } from "@/features/posts/composer";
import { PlaceFeed } from "@/features/posts/place-feed";
import { churchPostsKey } from "@/lib/church-cache";
import { i18n } from "@/lib/i18n";
import { addPostToPlaceFeed } from "@/lib/place-feed-cache";
import { useChurchGroups } from "./church-group-queries";
import { ChurchWallAbout } from "./church-wall-about";
import { leads } from "./church-roles";

const messages = i18n("churches/church-wall", {
  share: "Share with your church",
  prayerWall: "Prayer wall",
  loadFailed: "We could not load the prayer wall",
  emptyHint: "Share a prayer request or a word of encouragement: the church's members will see it and pray with you.",
});

/**
 * Prayer wall (members): what the church's members share with it, and the requests some keep
 * within its prayer team (offered once the church has one, private or not). Its leaders
 * take down what should not be there.
 */
export function ChurchWall({ church }: { church: Church }) {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  const groups = useChurchGroups(church.slug);
  const teams = groups.data?.filter((group) => group.kind === "prayer_team") ?? [];
  const wall = churchPostsKey(church.slug);
  // On a phone the note about the wall sits between the composer and the posts; on a wide
  // screen, beside both.
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Composer
        heading={t.share}
        church={{ id: church.id, hasPrayerTeam: church.hasPrayerTeam }}
        onPosted={(post) => addPostToPlaceFeed(queryClient, wall, post)}
      />
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {/* Said once the groups are known, so it never names no team and then one. */}
        {groups.data && <ChurchWallAbout church={church} teams={teams} />}
      </div>
      <div className="min-w-0 lg:col-start-1">
        <PlaceFeed
          feedKey={wall}
          url={`/api/churches/${encodeURIComponent(church.slug)}/posts`}
          words={{ heading: t.prayerWall, loadError: t.loadFailed, emptyHint: t.emptyHint }}
          moderates={leads(church.myRole)}
          placeName={church.name}
        />
      </div>
    </div>
  );
}
