// Kept free of zod so that pages can import it without loading the schemas.

type Named = { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined;

/** "First Last", or "" for someone without a name. */
export const fullName = (user: Named): string => [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();

/** "First Last", else the e-mail, else "Unknown User": how a post card names its author. */
export function displayName(user: Named): string {
  return fullName(user) || user?.email || "Unknown User";
}
