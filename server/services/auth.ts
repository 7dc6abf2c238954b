import { COMMON_PASSWORD, type LoginBody, type RegisterBody } from "../../contract/auth";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { type UserRow, users } from "../db/schema";
import type { AccountMail } from "./account-tokens";
import { queueWelcome } from "./email-verification";
import { conflict, invalid, unauthenticated } from "./errors";
import { isUniqueViolation } from "../db/errors";
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { findUserByEmail } from "./users";
import { refuseHeldAccount } from "./account-holds";
import { openSuggestionList } from "./suggestion-lists";

export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * A new account, a member, and in the same transaction its welcome mail with the link that
 * confirms its address (an address the operator named makes an admin only once confirmed).
 */
export async function registerUser(db: Db, mail: AccountMail, now: Clock, body: RegisterBody): Promise<UserRow> {
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
      await queueWelcome(tx, mail, now, row!);
      await openSuggestionList(tx, row!.id);
      return row!;
    });
    mail.sender.kick();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
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
