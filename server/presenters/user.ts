import type { CurrentUser, PublicUser } from "../../contract/users";
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

export function presentCurrentUser(row: UserRow): CurrentUser {
  return { ...presentPublicUser(row), email: row.email };
}
