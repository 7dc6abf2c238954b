// Kept free of zod so that pages can import it without loading the schemas.

/** "First Last", else the e-mail, else "Unknown User": how a post card names its author. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  return name || user?.email || "Unknown User";
}
