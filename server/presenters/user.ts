import type { CurrentUser, PublicUser } from "../../contract/users";
import type { UserColumns } from "../db/client";
import type { UserRow } from "../db/schema";

export function presentPublicUser(row: UserRow): PublicUser {
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
  return {
    id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    bannerImageUrl: row.banner_image_url,
    churchAffiliation: row.church_affiliation,
    aboutMe: row.about_me,
    location: row.location,
  };
}

export function presentCurrentUser(row: UserRow): CurrentUser {
  return { ...presentPublicUser(row), email: row.email };
}
