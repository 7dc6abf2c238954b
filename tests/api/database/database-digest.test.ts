import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { eq, is, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import * as schema from "../../../server/db/schema";
import { blocks, mailOutbox } from "../../../server/db/schema";
import { enqueueMail } from "../../../server/mail/outbox";
import { appTables, databaseDigest, QUEUES_BY_LAST_ID, TABLES_LEFT_OUT } from "../../helpers/digest";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// "A refused request changes nothing" is only as good as the digest that compares before and
// after: it must see every table, the ones added after it was written among them.

const t = useTestApp();

describe("the database digest", () => {
  it("finds every table the app's schema defines, and each table it leaves out is one of them", async () => {
    const tables = await appTables(t().db);
    const defined = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table as PgTable).name);
    expect(tables).toEqual(expect.arrayContaining(defined));
    expect(tables).toEqual(expect.arrayContaining([...Object.keys(TABLES_LEFT_OUT), ...Object.keys(QUEUES_BY_LAST_ID)]));
  });

  it("sees a member blocked, as it sees a change in every table", async () => {
    const db = t().db;
    const [ruth, naomi] = [await createUser(t()), await createUser(t())];
    const before = await databaseDigest(db);
    await db.insert(blocks).values({ blockerId: ruth.user.id, blockedId: naomi.user.id });
    expect(await databaseDigest(db)).not.toBe(before);
  });

  it("sees a table on the day it is added", async () => {
    const db = t().db;
    await queryRows(db, sql`create table digest_probe (word text)`);
    try {
      const before = await databaseDigest(db);
      await queryRows(db, sql`insert into digest_probe values ('amen')`);
      expect(await databaseDigest(db)).not.toBe(before);
    } finally {
      await queryRows(db, sql`drop table digest_probe`);
    }
  });

  it("sees mail queued, but not the mail sender working through the queue", async () => {
    const db = t().db;
    const before = await databaseDigest(db);
    await enqueueMail(db, { to: "lydia@example.org", userId: null, subject: "Grace", text: "Grace", html: "<p>Grace</p>", headers: {} });
    const queued = await databaseDigest(db);
    expect(queued).not.toBe(before);
    // What the sender does in the background: a lease, a failed attempt, then the mail sent.
    await db.update(mailOutbox).set({ attempts: 1, lastError: "451 try later" }).where(eq(mailOutbox.toAddress, "lydia@example.org"));
    expect(await databaseDigest(db)).toBe(queued);
    await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, "lydia@example.org"));
    expect(await databaseDigest(db)).toBe(queued);
  });
});
