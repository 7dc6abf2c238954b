import { HOME_FEED_ALL_BELOW, type HomeFeedChoice } from "../../../contract/home-feed-choices";
import type { HomeFeedSetting } from "../../../contract/home-feed-settings";
import { queryRows } from "../../db/client";
import type { Context } from "../../core/context";
import { type ViewerAndGroup, findMemberGroup } from "../../policies/group";
import { type ViewerAndChurch, findMemberChurch } from "../../policies/church";
import { type Place, rewritePlaceFeed, storedChoiceOf } from "./place-feeds";

/** What a member's stored choice (null: never made) comes to in a place of `memberCount` members. */
function settingOf(choice: HomeFeedChoice | null, memberCount: number): HomeFeedSetting {
  if (choice) return { feed: choice, chosen: true };
  return { feed: memberCount < HOME_FEED_ALL_BELOW ? "all" : "highlights", chosen: false };
}

async function storedChoice(context: Pick<Context, "db">, userId: number, place: Place): Promise<HomeFeedChoice | null> {
  const [row] = await queryRows<{ feed: HomeFeedChoice | null }>(context.db, storedChoiceOf(userId, place));
  return row?.feed ?? null;
}

/** A member's choice for a group's posts in their home feed (members only). */
export async function groupHomeFeed({ db }: Pick<Context, "db">, ask: ViewerAndGroup): Promise<HomeFeedSetting> {
  const { group } = await findMemberGroup(db, ask);
  return settingOf(await storedChoice({ db }, ask.viewerId, { kind: "group", groupId: group.id }), group.memberCount);
}

/** A member chooses what of a group's posts reaches their home feed; their feed follows at once. */
export async function setGroupHomeFeed({ db }: Pick<Context, "db">, ask: ViewerAndGroup, choice: HomeFeedChoice): Promise<HomeFeedSetting> {
  return db.transaction(async (tx) => {
    const { group } = await findMemberGroup(tx, ask, "key share");
    await rewritePlaceFeed(tx, ask.viewerId, { kind: "group", groupId: group.id }, choice);
    return settingOf(choice, group.memberCount);
  });
}

/** A member's choice for the posts shared with a church, in their home feed (members only). */
export async function churchHomeFeed({ db }: Pick<Context, "db">, ask: ViewerAndChurch): Promise<HomeFeedSetting> {
  const { church } = await findMemberChurch(db, ask);
  return settingOf(await storedChoice({ db }, ask.viewerId, { kind: "church", churchId: church.id }), church.memberCount);
}

/** A member chooses what of a church's posts reaches their home feed; their feed follows at once. */
export async function setChurchHomeFeed({ db }: Pick<Context, "db">, ask: ViewerAndChurch, choice: HomeFeedChoice): Promise<HomeFeedSetting> {
  return db.transaction(async (tx) => {
    const { church } = await findMemberChurch(tx, ask, "key share");
    await rewritePlaceFeed(tx, ask.viewerId, { kind: "church", churchId: church.id }, choice);
    return settingOf(choice, church.memberCount);
  });
}
