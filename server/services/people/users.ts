import { type SQL, eq, sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import { type Db, type UserColumns, hotRead, preparedRows } from "../../db/client";
import { type PublicUserRow, type UserRow, users } from "../../db/schema";
import { publicUserColumns, publicUserColumnsOf } from "./user-fields";

/**
 * contract/display-name.ts's `displayName` as SQL over the users row `user` ("First Last",
 * else the email, else "Unknown User"), for a notice composed inside one statement.
 */
export const displayNameSql = (user: SQL): SQL => sql`coalesce(
  nullif(btrim(concat_ws(' ', nullif(${user}.first_name, ''), nullif(${user}.last_name, '')), E' \t\n\r'), ''),
  nullif(${user}.email, ''),
  'Unknown User')`;

/** A person's public columns as raw SQL returns them (snake_case), as the domain's row. */
export function publicUserRow(id: number, row: UserColumns): PublicUserRow {
  const user: Record<string, unknown> = { id };
  for (const [field, column] of Object.entries(publicUserColumns)) user[field] = row[column];
  return user as PublicUserRow;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in member as they see themself: their public columns, email, and standing. */
export type CurrentUserRow = PublicUserRow & Pick<UserRow, "email" | "emailVerifiedAt" | "siteRole" | "language">;

type CurrentUserColumns = UserColumns & {
  email: string;
  email_verified_at: Date | string | null;
  site_role: UserRow["siteRole"];
  language: UserRow["language"];
};

/** Every page asks who is signed in first: written out once, then only bound (a hot read). */
export const currentUserRead = hotRead<{ id: number }, CurrentUserColumns>(
  ["id"],
  (v) => sql`select ${publicUserColumnsOf(sql`u`)}, u.email, u.email_verified_at, u.site_role, u.language from users u where u.id = ${v.id}`,
);

export async function findCurrentUser(db: Db, id: number): Promise<CurrentUserRow | undefined> {
  const [row] = await preparedRows(db, currentUserRead, { id });
  if (!row) return undefined;
  const verifiedAt = row.email_verified_at === null ? null : new Date(row.email_verified_at);
  return { ...publicUserRow(id, row), email: row.email, emailVerifiedAt: verifiedAt, siteRole: row.site_role, language: row.language };
}

/** When the account was made (ms since the epoch); null when there is no such account. */
export async function accountCreatedAt(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id)).limit(1);
  return row ? row.createdAt.getTime() : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** The language the member reads the app and their mail in, from now on. */
export async function setLanguage(db: Db, userId: number, language: Language): Promise<{ language: Language }> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}
