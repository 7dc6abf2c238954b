// Kept free of zod so that pages can import it without loading the schemas.

/** "First Last", falling back as the spec's post card does. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  return name || user?.email || "Unknown User";
}
