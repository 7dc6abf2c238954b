import type { Context } from "../../core/context";
import { WRONG_PASSWORD } from "../../../contract/account-deletion";
import { retryingConflicts } from "../../db/errors";
import { type Erased, eraseMember } from "./account-erasure";
import { invalid, unauthenticated } from "../../core/errors";
import type { Tell } from "../../core/tell";
import { removeObjects } from "../files/objects";
import { verifyPassword } from "./passwords";
import { findUserById } from "../people/users";

/**
 * The member deletes their account, proving it is them with their password (the typed
 * confirmation is checked with the request). A refusal changes nothing. Everything of theirs
 * goes in one transaction (eraseMember); then the receipt is sent, the screens of the people
 * it concerns are told, and the stored files are removed.
 */
export async function deleteAccount(deps: Context, userId: number, { password }: { password: string }): Promise<void> {
  const { db, sessions } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, password))) throw invalid(WRONG_PASSWORD);

  // Ended before the erasure: the database's store forgets the sessions it remembers only
  // for rows it deletes itself, not for those the user row's deletion would take along.
  // Should the erasure fail, the member is signed out with their account whole, to try again.
  await sessions.end(userId);
  const erased = await retryingConflicts(() => db.transaction((tx) => eraseMember(tx, user, deps.mail.publicUrl)));
  // And after: Redis keeps sessions outside the database, and one may have begun meanwhile.
  await sessions.end(userId);

  deps.mail.sender.kick();
  tellWhoItConcerns(deps.tell, userId, erased);
  await removeObjects(deps.storage, [...new Set(erased.files)]);
}

/** The open screens of the people the member was part of drop what showed them. */
function tellWhoItConcerns(tell: Tell, userId: number, erased: Erased): void {
  for (const between of erased.pairs) {
    const other = between[0] === userId ? between[1] : between[0];
    tell.changed([other], { kind: "connection", between, status: "rejected" });
  }
  for (const postId of erased.postIds) tell.changed(erased.readers, { kind: "post-deleted", postId });
  for (const { authorId, ...counts } of erased.counted) tell.changed([authorId], { kind: "post", ...counts });
  for (const { authorId, postId, commentId, reactions } of erased.commentReactions) {
    tell.changed([authorId], { kind: "post", postId, commentReactions: { commentId, reactions } });
  }
  for (const { groupId, adminId } of erased.groups.handedOver) tell.changed([adminId], { kind: "group", groupId });
  for (const { churchId, ownerId } of erased.churches.handedOver) tell.changed([ownerId], { kind: "church", churchId });
  for (const { groupId, userId: other } of erased.invitations) tell.changed([other], { kind: "group", groupId });
  for (const notice of erased.eventNotices) tell.notice(notice);
  for (const { conversationId, people } of erased.conversations) tell.changed(people, { kind: "conversation", conversationId });
  if (erased.noticed.length) tell.changed(erased.noticed, { kind: "notices-read" });
}
