import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type UserRow, users } from "../db/schema";
import { DEMO_FAMILY, demoEmail } from "./people";
import { notFound } from "../core/errors";
import { incomingRequests } from "../services/connections/connection-requests";
import { demoSuggestionsFor } from "../services/connections/suggestions";

/** The four demo family members, in the page's order, with their role in the family. */
export async function demoFamily(db: Db): Promise<{ user: UserRow; role: string }[]> {
  const emails = DEMO_FAMILY.map((p) => demoEmail(p.key));
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isDemo, true)));
  return DEMO_FAMILY.flatMap((p) => {
    const user = rows.find((u) => u.email.toLowerCase() === demoEmail(p.key));
    return user ? [{ user, role: p.role! }] : [];
  });
}

async function requireFamilyMember(db: Db, id: number) {
  if (!(await demoFamily(db)).some((m) => m.user.id === id)) throw notFound("Demo family member not found");
}

// The demo calls show demo people only: they can never be used to look into a real
// member's network.
export async function demoSuggestions(db: Db, memberId: number, limit: number) {
  await requireFamilyMember(db, memberId);
  return demoSuggestionsFor(db, memberId, limit);
}

export async function demoRequests(db: Db, memberId: number) {
  await requireFamilyMember(db, memberId);
  return incomingRequests(db, memberId, { onlyFromDemo: true });
}
