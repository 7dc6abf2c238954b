import { type Column, and, eq, or } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { SafetyState } from "../../../contract/safety";
import type { Db } from "../../db/client";
import { retryingConflicts } from "../../db/errors";
import { blocks, connections, groupInvitations, notifications } from "../../db/schema";
import { invalid, notFound } from "../../core/errors";
import { disconnectFeeds, separatePlaceFeeds } from "../posts/feed-entries";
import { safetyState } from "./keep-away";
import type { Tell } from "../../core/tell";
import { sharedConversations } from "../messages/conversations";
import { markSuggestionsDue } from "../people/suggestion-lists";
import { findUserById } from "../people/users";
import { pairRow } from "../../policies/connection";

// A block parts two people at once and for as long as it stands (what either then sees of
// the other is the person policy's business: policies/person.ts). Only its maker may lift it;
// lifting it gives back sight of each other, not what was ended.

/** Who blocks whom. */
type Block = { blockerId: number; blockedId: number };

/** What a block ended between the two, for their open screens once it has committed. */
type Parted = {
  /** Their connection or pending request, as [requester, addressee], if they had one. */
  between: [number, number] | null;
  /** The pending group invitations between them, withdrawn. */
  invitations: { groupId: number; inviteeId: number }[];
  /** Whoever lost notices the other had caused. */
  noticed: number[];
  /** The conversations both are in. */
  conversations: number[];
};

/**
 * The member blocks someone (again is fine). In one transaction: their connection ends, with
 * each one's wall posts out of the other's feed; the requests and group invitations pending
 * between them and the notices about each other go.
 */
export async function blockPerson({ db, tell }: Context, { blockerId, blockedId }: Block): Promise<SafetyState> {
  if (blockerId === blockedId) throw invalid("You cannot block yourself");
  // Looked up as stored: someone already blocked, either way, is hidden from the member, and
  // may still be blocked by them.
  if (!(await findUserById(db, blockedId))) throw notFound("User not found");
  const parted = await retryingConflicts(() => db.transaction((tx) => part(tx, { blockerId, blockedId })));
  // Their connection, if any, is gone: each one's friends of friends change.
  await markSuggestionsDue(db, [blockerId, blockedId]);
  tellParted(tell, { blockerId, blockedId }, parted);
  return safetyState(db, { viewerId: blockerId, userId: blockedId });
}

/** A condition: the columns `x` and `y` hold `a` and `b`, either way round. */
const eitherWay = (x: Column, y: Column, a: number, b: number) => or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));

async function part(tx: Db, { blockerId, blockedId }: Block): Promise<Parted> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  // Locked first, as answering a request locks it: an acceptance either lands before (and is
  // ended here) or finds the request gone.
  const [pair] = await tx.select().from(connections).where(pairRow(blockerId, blockedId)).for("update");
  // A declined request stays: it still says when its requester may ask again, once unblocked.
  const ended = pair && pair.status !== "rejected" ? pair : undefined;
  if (ended?.status === "accepted") await disconnectFeeds(tx, blockerId, blockedId);
  await separatePlaceFeeds(tx, blockerId, blockedId);
  if (ended) await tx.delete(connections).where(eq(connections.id, ended.id));

  const invitations = await tx
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.status, "pending"), eitherWay(groupInvitations.inviterId, groupInvitations.inviteeId, blockerId, blockedId)))
    .returning({ groupId: groupInvitations.groupId, inviteeId: groupInvitations.inviteeId });
  const noticed = await tx
    .delete(notifications)
    .where(eitherWay(notifications.userId, notifications.actorId, blockerId, blockedId))
    .returning({ userId: notifications.userId });
  return {
    between: ended ? [ended.requesterId, ended.addresseeId] : null,
    invitations,
    noticed: [...new Set(noticed.map((n) => n.userId))],
    conversations: await sharedConversations(tx, blockerId, blockedId),
  };
}

/**
 * The open screens of the two drop what the block ended. The blocked person is told only what
 * they would see of any ending (a connection or request gone, an invitation withdrawn, notices
 * gone), never the block: nothing is sent them when there was nothing between them.
 */
function tellParted(tell: Tell, { blockerId, blockedId }: Block, parted: Parted): void {
  if (parted.between) tell.changed([blockerId, blockedId], { kind: "connection", between: parted.between, status: "rejected" });
  else tell.changed([blockerId], { kind: "connection", between: [blockerId, blockedId], status: "rejected" });
  // As when an admin withdraws one: the invitee is told (and the blocker, whichever side).
  for (const { groupId, inviteeId } of parted.invitations) tell.changed([...new Set([blockerId, inviteeId])], { kind: "group", groupId });
  if (parted.noticed.length) tell.changed(parted.noticed, { kind: "notices-read" });
  // A one to one between them ends; in a circle, each stops seeing the other's messages.
  for (const conversationId of parted.conversations) tell.changed([blockerId, blockedId], { kind: "conversation", conversationId });
}

/** The member lifts their own block (none is fine); one the other person made stands. */
export async function unblockPerson(db: Db, { blockerId, blockedId }: Block): Promise<SafetyState> {
  if (blockerId === blockedId) throw invalid("You cannot unblock yourself");
  if (!(await findUserById(db, blockedId))) throw notFound("User not found");
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  await markSuggestionsDue(db, [blockerId, blockedId]);
  return safetyState(db, { viewerId: blockerId, userId: blockedId });
}
