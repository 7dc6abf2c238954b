import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { displayName } from "../../../contract/display-name";
import { queryRows } from "../../../server/db/client";
import { displayNameSql } from "../../../server/services/people/users";
import { useTestApp } from "../../helpers/test-app";

// Notices written inside one statement name their actor with displayNameSql; the client and
// every other notice use displayName. They must agree for any row the users table can hold.
const t = useTestApp();

const people = [
  { firstName: "Ruth", lastName: "Moab", email: "ruth@example.org" },
  { firstName: "Ruth", lastName: "", email: "ruth@example.org" },
  { firstName: "", lastName: "Moab", email: "ruth@example.org" },
  { firstName: " Ruth ", lastName: " Moab ", email: "ruth@example.org" },
  { firstName: "   ", lastName: "", email: "ruth@example.org" },
  { firstName: "", lastName: "", email: "ruth@example.org" },
  { firstName: "", lastName: "", email: "" },
  { firstName: "Zoë", lastName: "O'Brien-Łukasz 🙏", email: "z@example.org" },
  // Names in every script people write theirs in.
  { firstName: "محمد", lastName: "الفاسي", email: "m@example.org" },
  { firstName: "שרה", lastName: "כהן", email: "s@example.org" },
  { firstName: "李", lastName: "小龙", email: "l@example.org" },
  { firstName: "Jose\u0301", lastName: "👨‍👩‍👧", email: "j@example.org" },
  { firstName: "می\u200Cخواهم", lastName: "\u200Fمريم", email: "p@example.org" },
];

describe("displayNameSql", () => {
  it.each(people)("names %o as displayName does", async (person) => {
    const [row] = await queryRows<{ name: string }>(
      t().db,
      sql`select ${displayNameSql(sql`u`)} as name
          from (select ${person.firstName}::text as first_name, ${person.lastName}::text as last_name, ${person.email}::text as email) u`,
    );
    expect(row!.name).toBe(displayName(person));
  });
});
