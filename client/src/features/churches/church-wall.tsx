import { useStore } from "@nanostores/react";
import type { Church } from "@contract/churches";
import { Composer } from "@/features/posts/composer";
import { PlaceFeed } from "@/features/posts/place-feed";
import { churchPostsKey } from "@/lib/church-cache";
import { i18n } from "@/lib/i18n";
import { useChurchGroups } from "./church-group-queries";
import { leads } from "./church-roles";

const messages = i18n("churches/church-wall", {
  share: "Share with your church",
  prayerWall: "Prayer wall",
  loadFailed: "We could not load the prayer wall",
  emptyHint: "Share a prayer request or a word of encouragement: the church's members will see it and pray with you.",
});

/**
 * Prayer wall (members): what the church's members share with it, and the requests some keep
 * within its prayer team (offered once the church has one the member can see). Its leaders
 * take down what should not be there.
 */
export function ChurchWall({ church }: { church: Church }) {
  const t = useStore(messages);
  const groups = useChurchGroups(church.slug);
  const hasPrayerTeam = groups.data?.some((group) => group.kind === "prayer_team") ?? false;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Composer heading={t.share} church={{ id: church.id, hasPrayerTeam }} />
      <PlaceFeed
        feedKey={churchPostsKey(church.slug)}
        url={`/api/churches/${encodeURIComponent(church.slug)}/posts`}
        words={{ heading: t.prayerWall, loadError: t.loadFailed, emptyHint: t.emptyHint }}
        moderates={leads(church.myRole)}
        placeName={church.name}
      />
    </div>
  );
}
