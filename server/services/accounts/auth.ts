import { COMMON_PASSWORD, type LoginBody, type RegisterBody } from "../../../contract/auth";
import type { Context } from "../../core/context";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { heldForRestore } from "./account-tokens";
import { EMAIL_TAKEN, queueWelcome } from "./email-verification";
import { conflict, invalid, unauthenticated } from "../../core/errors";
import { isUniqueViolation } from "../../db/errors";
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { findUserByEmail } from "../people/users";
import { refuseHeldAccount } from "./account-holds";
import { openSuggestionList } from "../people/suggestion-lists";

const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * A new account, a member, and in the same transaction its welcome mail with the link that
 * confirms its address (an address the operator named makes an admin only once confirmed). An
 * address another account may still take back (its restore link is live) counts as taken.
 */
export async function registerUser({ db, mail, now }: Context, body: RegisterBody): Promise<UserRow> {
  if (isCommonPassword(body.password)) throw invalid(COMMON_PASSWORD);
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          language: body.language,
        })
        .returning();
      // Checked after the insert: a move off this address that was committing meanwhile made
      // the insert wait, and its restore link is seen now.
      if (await heldForRestore(tx, now, body.email, null)) throw conflict(EMAIL_TAKEN);
      await queueWelcome(tx, mail, now, row!);
      await openSuggestionList(tx, row!.id);
      return row!;
    });
    mail.sender.kick();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * The user whose e-mail and password these are; one answer for every kind of miss. A
 * suspended or banned account is refused, told why.
 */
export async function authenticate(db: Db, now: Clock, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), body.password);
  if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
  await refuseHeldAccount(db, now, user.id);
  return user;
}
