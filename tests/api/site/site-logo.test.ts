import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { png } from "../../helpers/images";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

async function upload(user: SignedInUser, body: Buffer): Promise<string> {
  const { uploadURL } = (await user.agent.post("/api/objects/upload")).json();
  const put = await user.agent.request("PUT", uploadURL, body, { "content-type": "image/png" });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

const admin = async () => makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
const siteLogo = async () => (await t().agent().get("/api/site")).json().logoUrl;
const logoRows = () =>
  queryRows<{ key: string; owner_id: number | null; church_id: number | null; bytes: number | null }>(
    t().db,
    sql`select key, owner_id, church_id, bytes from objects where kind = 'site_logo'`,
  );

describe("the site's logo", () => {
  it("is set, replaced and removed by an admin, and shown to everyone, visitors too", async () => {
    const ada = await admin();
    const member = await createUser(t());
    expect(await siteLogo()).toBeNull();

    const set = await ada.agent.put("/api/site", { logoUrl: await upload(ada, await png(300, 600)) });
    expect(set.statusCode, set.body).toBe(200);
    const first = set.json().logoUrl;
    expect(first).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect(await siteLogo()).toBe(first);
    const seen = await t().agent().get(first);
    expect(seen.statusCode).toBe(200);
    // Kept whole, whatever its shape.
    expect(await sharp(seen.rawPayload).metadata()).toMatchObject({ width: 256, height: 512 });
    expect((await member.agent.get(first)).statusCode).toBe(200);
    // The site's, not its uploader's; with its size kept.
    expect(await logoRows()).toEqual([{ key: first.slice("/objects/".length), owner_id: null, church_id: null, bytes: seen.rawPayload.length }]);

    const second = (await ada.agent.put("/api/site", { logoUrl: await upload(ada, await png()) })).json().logoUrl;
    expect(second).not.toBe(first);
    expect((await member.agent.get(first)).statusCode).toBe(404);
    expect((await t().agent().get(second)).statusCode).toBe(200);
    expect((await logoRows()).map((r) => r.key)).toEqual([second.slice("/objects/".length)]);

    const removed = await ada.agent.put("/api/site", { logoUrl: null });
    expect(removed.json().logoUrl).toBeNull();
    expect(await siteLogo()).toBeNull();
    expect((await member.agent.get(second)).statusCode).toBe(404);
    expect(await logoRows()).toEqual([]);
  });

  it("is changed by admins alone; anything wrong is refused and changes nothing", async () => {
    const ada = await admin();
    const member = await createUser(t());
    const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
    const refusals: [SignedInUser, Record<string, unknown>, number, string][] = [
      [member, { logoUrl: await upload(member, await png()) }, 403, "Only moderators can do that"],
      [moderator, { logoUrl: null }, 403, "Only admins can do that"],
      [ada, { logoUrl: await upload(member, await png()) }, 400, "Upload not found"],
      [ada, { logoUrl: "https://evil.example/logo.png" }, 400, "That is not an upload URL from this site"],
      [
        ada,
        { logoUrl: await upload(ada, Buffer.from("%PDF-1.7")) },
        400,
        "The file is not an image we can use. Upload a JPEG, PNG, WebP or GIF.",
      ],
      [ada, { logoUrl: 7 }, 400, "Site logo is required"],
      [ada, { logoUrl: " " }, 400, "Site logo is required"],
    ];
    for (const [who, body, status, message] of refusals) {
      const before = await databaseDigest(t().db);
      const res = await who.agent.put("/api/site", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual({ message });
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("stays when the admin who uploaded it deletes their account", async () => {
    const ada = await admin();
    const logoUrl = (await ada.agent.put("/api/site", { logoUrl: await upload(ada, await png()) })).json().logoUrl;
    const gone = await ada.agent.request("DELETE", "/api/account", { password: ada.password, confirmation: "DELETE" });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await siteLogo()).toBe(logoUrl);
    expect((await t().agent().get(logoUrl)).statusCode).toBe(200);
    const other = await admin();
    await other.agent.put("/api/site", { logoUrl: null });
  });
});
