import { type SQL, sql } from "drizzle-orm";
import type { PublicUser } from "../../../contract/users";
import type { UserColumns } from "../../db/client";

/** The columns of `Row` whose values are of type `T`: the columns a field of type `T` may come from. */
export type ColumnHolding<Row, T> = { [C in keyof Row & string]-?: Row[C] extends T ? C : never }[keyof Row & string];

/**
 * A person's public fields (PublicUser) and the users columns they come from, written once for
 * every place that reads a person from raw SQL: the select lists, the rows mapped in the app
 * and the JSON the database builds. Their id is not here: the row that holds a person names
 * them in its own way (a post's `author_id`, a suggestion's `id`).
 * The compiler fails if a field is missing or misspelt, or its column is not one of
 * UserColumns with a value of the field's type.
 */
export const publicUserColumns = {
  firstName: "first_name",
  lastName: "last_name",
  profileImageUrl: "profile_image_url",
  bannerImageUrl: "banner_image_url",
  churchAffiliation: "church_affiliation",
  aboutMe: "about_me",
  location: "location",
} as const satisfies { [F in Exclude<keyof PublicUser, "id">]: ColumnHolding<UserColumns, PublicUser[F]> };

/** Those columns of the users row aliased `user`, for a select list (its rows have UserColumns). */
export const publicUserColumnsOf = (user: SQL): SQL =>
  sql.join(
    Object.values(publicUserColumns).map((column) => sql`${user}.${sql.identifier(column)}`),
    sql`, `,
  );
