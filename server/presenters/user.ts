import type { CurrentUser, PublicUser } from "../../contract/users";
import type { UserColumns } from "../db/client";
import type { PublicUserRow } from "../db/schema";
import { type CurrentUserRow, publicUserRow } from "../services/people/users";

export function presentPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    bannerImageUrl: row.bannerImageUrl,
    churchAffiliation: row.churchAffiliation,
    aboutMe: row.aboutMe,
    location: row.location,
  };
}

/** The same, from raw SQL's snake_case columns. */
export function presentUserColumns(id: number, row: UserColumns): PublicUser {
  return presentPublicUser(publicUserRow(id, row));
}

export function presentCurrentUser(row: CurrentUserRow): CurrentUser {
  return {
    ...presentPublicUser(row),
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    siteRole: row.siteRole,
    language: row.language,
  };
}
