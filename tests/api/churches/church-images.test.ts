import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { sweepFiles } from "../../../server/services/files/file-sweep";
import { localStorage } from "../../../server/storage/local-storage";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { jpeg, png } from "../../helpers/images";
import { makeSiteRole } from "../../helpers/moderation";
import { TEST_SECRET, useTestApp } from "../../helpers/test-app";

// Files on local disk, in a folder of the test's own, so that what is left can be looked at.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-church-images-"));
const storage = localStorage(root, TEST_SECRET);
const t = useTestApp({ storage: { storage, localUploads: { storage, secret: TEST_SECRET } } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const stored = (url: string) => fs.existsSync(path.join(root, url.replace(/^\/objects\//, "").replace(/\?.*$/, "")));

async function upload(user: SignedInUser, body: Buffer): Promise<string> {
  const { uploadURL } = (await user.agent.post("/api/objects/upload")).json();
  const put = await user.agent.request("PUT", uploadURL, body, { "content-type": "image/png" });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

let churches = 0;
/** A church of `owner`'s that anyone may join, with `members` in it. */
async function churchOf(owner: SignedInUser, ...members: SignedInUser[]): Promise<{ slug: string; id: number }> {
  const res = await owner.agent.post("/api/churches", {
    name: "Light of the Hills",
    slug: `light-${++churches}-${Date.now()}`,
    joinMode: "open",
  });
  expect(res.statusCode, res.body).toBe(201);
  for (const member of members) expect((await member.agent.post(`/api/churches/${res.json().slug}/join`)).statusCode).toBe(200);
  return res.json();
}

const change = (who: SignedInUser, slug: string, body: Record<string, unknown>) => who.agent.put(`/api/churches/${slug}`, body);

/** The church's image rows, as stored. */
const imageRows = (churchId: number) =>
  queryRows<{ key: string; kind: string; owner_id: number | null; bytes: number | null }>(
    t().db,
    sql`select key, kind, owner_id, bytes from objects where church_id = ${churchId} order by kind`,
  );

describe("a church's logo and banner", () => {
  it("are set by a leader and shown wherever the church is: its page, the lists, search", async () => {
    const pastor = await createUser(t());
    const visitor = await createUser(t());
    const church = await churchOf(pastor);
    const set = await change(pastor, church.slug, {
      logoUrl: await upload(pastor, await png(900, 300)),
      bannerUrl: await upload(pastor, await jpeg({ width: 2400, height: 1200 })),
    });
    expect(set.statusCode, set.body).toBe(200);
    const { logoUrl, bannerUrl } = set.json();
    expect(logoUrl).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect(bannerUrl).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);

    expect((await visitor.agent.get(`/api/churches/${church.slug}`)).json()).toMatchObject({ logoUrl, bannerUrl });
    expect((await pastor.agent.get("/api/churches/mine")).json()).toEqual([expect.objectContaining({ slug: church.slug, logoUrl, bannerUrl })]);
    const listed = (await visitor.agent.get(`/api/churches/search?q=${encodeURIComponent("Light of the Hills")}`)).json();
    expect(listed).toContainEqual(expect.objectContaining({ slug: church.slug, logoUrl, bannerUrl }));
    const found = (await visitor.agent.get(`/api/search?type=churches&q=${encodeURIComponent("Light of the Hills")}`)).json();
    expect(found.items).toContainEqual(expect.objectContaining({ slug: church.slug, logoUrl, bannerUrl }));

    // A logo is kept whole, whatever its shape; a banner is cut to the banner's shape.
    const logo = await visitor.agent.get(logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/webp");
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 512, height: 171 });
    expect(await sharp((await visitor.agent.get(bannerUrl)).rawPayload).metadata()).toMatchObject({ width: 1600, height: 600 });

    // They belong to the church, not to whoever uploaded them; their size is kept.
    const rows = await imageRows(church.id);
    expect(rows.map((r) => [r.kind, r.owner_id])).toEqual([
      ["church_banner", null],
      ["church_logo", null],
    ]);
    expect(rows.find((r) => r.kind === "church_logo")!.bytes).toBe(logo.rawPayload.length);
  });

  it("are shown to a visitor through an active invitation link to the church, and to no other visitor", async () => {
    const pastor = await createUser(t());
    const church = await churchOf(pastor);
    const other = await churchOf(pastor);
    await change(pastor, church.slug, { logoUrl: await upload(pastor, await png()), bannerUrl: await upload(pastor, await png(1600, 600)) });
    const { logoUrl, bannerUrl } = (await pastor.agent.get(`/api/churches/${church.slug}`)).json();
    const visitor = t().agent();
    expect((await visitor.get(logoUrl)).statusCode).toBe(401);

    const link = (await pastor.agent.post(`/api/churches/${church.slug}/links`, {})).json();
    const preview = (await visitor.get(`/api/church-links/${link.code}`)).json();
    expect(preview.church).toMatchObject({
      slug: church.slug,
      logoUrl: `${logoUrl}?link=${link.code}`,
      bannerUrl: `${bannerUrl}?link=${link.code}`,
    });
    expect((await visitor.get(preview.church.logoUrl)).statusCode).toBe(200);
    expect((await visitor.get(preview.church.bannerUrl)).statusCode).toBe(200);

    // Only that church's: another church's link does not open this one's images.
    const elsewhere = (await pastor.agent.post(`/api/churches/${other.slug}/links`, {})).json();
    expect((await visitor.get(`${logoUrl}?link=${elsewhere.code}`)).statusCode).toBe(401);
    // Nor a link that no longer works.
    expect((await pastor.agent.delete(`/api/churches/${church.slug}/links/${link.id}`)).statusCode).toBe(204);
    expect((await visitor.get(preview.church.logoUrl)).statusCode).toBe(401);
    // A church with none shows none.
    const plainLink = (await pastor.agent.post(`/api/churches/${other.slug}/links`, {})).json();
    expect((await visitor.get(`/api/church-links/${plainLink.code}`)).json().church).toMatchObject({ logoUrl: null, bannerUrl: null });
  });

  it("are replaced and removed by any of its leaders; the image before is deleted", async () => {
    const pastor = await createUser(t());
    const elder = await createUser(t());
    const member = await createUser(t());
    const church = await churchOf(pastor, elder, member);
    expect((await pastor.agent.put(`/api/churches/${church.slug}/members/${elder.user.id}`, { role: "leader" })).statusCode).toBe(204);

    const first = (await change(pastor, church.slug, { logoUrl: await upload(pastor, await png()) })).json().logoUrl;
    const replaced = await change(elder, church.slug, { logoUrl: await upload(elder, await png(64, 64)) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().logoUrl;
    expect(second).not.toBe(first);
    expect((await member.agent.get(first)).statusCode).toBe(404);
    expect(stored(first)).toBe(false);
    expect((await member.agent.get(second)).statusCode).toBe(200);
    expect((await imageRows(church.id)).map((r) => r.key)).toEqual([second.slice("/objects/".length)]);

    // Other fields alongside, and the banner left as it was when not sent.
    const removed = await change(elder, church.slug, { logoUrl: null, place: "Hilltop" });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ logoUrl: null, bannerUrl: null, place: "Hilltop" });
    expect((await member.agent.get(second)).statusCode).toBe(404);
    expect(stored(second)).toBe(false);
    expect(await imageRows(church.id)).toEqual([]);
  });

  it("are changed by its leaders alone; anything wrong is refused and changes nothing", async () => {
    const pastor = await createUser(t());
    const member = await createUser(t());
    const outsider = await createUser(t());
    const church = await churchOf(pastor, member);
    await change(pastor, church.slug, { logoUrl: await upload(pastor, await png()) });
    const mine = await upload(pastor, await png());

    const refusals: [SignedInUser, Record<string, unknown>, number, string][] = [
      [member, { logoUrl: await upload(member, await png()) }, 403, "Only the church's leaders can do that"],
      [member, { logoUrl: null }, 403, "Only the church's leaders can do that"],
      [outsider, { bannerUrl: await upload(outsider, await png()) }, 403, "Only members of this church can see that"],
      [pastor, { logoUrl: await upload(member, await png()) }, 400, "Upload not found"],
      [pastor, { logoUrl: "https://evil.example/logo.png" }, 400, "That is not an upload URL from this site"],
      [pastor, { logoUrl: "/objects/images/someone-elses.webp" }, 400, "That is not an upload URL from this site"],
      [
        pastor,
        { bannerUrl: await upload(pastor, Buffer.from("<svg onload=alert(1)>")) },
        400,
        "The file is not an image we can use. Upload a JPEG, PNG, WebP or GIF.",
      ],
      [pastor, { logoUrl: 42 }, 400, "Logo is required"],
      [pastor, { logoUrl: "" }, 400, "Logo is required"],
      [pastor, { bannerUrl: `${mine}\u0000` }, 400, "Banner must not contain control characters"],
      [pastor, { bannerUrl: `/api/objects/uploads/${"a".repeat(2048)}` }, 400, "Banner is too long"],
      // One upload is one image: it cannot be both.
      [pastor, { logoUrl: mine, bannerUrl: mine }, 409, "This upload has already been used"],
      // The image is refused with the rest of the change.
      [pastor, { logoUrl: mine, website: "not a website" }, 400, "Website must be an http(s) address"],
    ];
    for (const [who, body, status, message] of refusals) {
      const before = await databaseDigest(t().db);
      const res = await change(who, church.slug, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual({ message });
      expect(await databaseDigest(t().db)).toBe(before);
    }
    // The upload refused with the others is still the leader's to use.
    expect((await change(pastor, church.slug, { bannerUrl: mine })).statusCode).toBe(200);
  });

  it("belong to the church: they stay when their uploader's account is deleted, and go with the church", async () => {
    const pastor = await createUser(t());
    const elder = await createUser(t());
    const member = await createUser(t());
    const church = await churchOf(pastor, elder, member);
    await pastor.agent.put(`/api/churches/${church.slug}/members/${elder.user.id}`, { role: "leader" });
    const { logoUrl, bannerUrl } = (
      await change(elder, church.slug, { logoUrl: await upload(elder, await png()), bannerUrl: await upload(elder, await png(1600, 600)) })
    ).json();

    const gone = await elder.agent.request("DELETE", "/api/account", { password: elder.password, confirmation: "DELETE" });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await member.agent.get(`/api/churches/${church.slug}`)).json()).toMatchObject({ logoUrl, bannerUrl });
    expect((await member.agent.get(logoUrl)).statusCode).toBe(200);
    expect((await member.agent.get(bannerUrl)).statusCode).toBe(200);
    await sweepFiles(quietContext(t().db, { storage }));
    expect(stored(logoUrl) && stored(bannerUrl)).toBe(true);

    expect((await pastor.agent.delete(`/api/churches/${church.slug}`)).statusCode).toBe(204);
    expect((await member.agent.get(logoUrl)).statusCode).toBe(404);
    expect((await member.agent.get(bannerUrl)).statusCode).toBe(404);
    expect(await imageRows(church.id)).toEqual([]);
    // Their files are queued with the rows' deletion, and the sweep removes them.
    await sweepFiles(quietContext(t().db, { storage }));
    expect(stored(logoUrl) || stored(bannerUrl)).toBe(false);
  });

  it("are hidden with a church a moderator removed, but for the team", async () => {
    const pastor = await createUser(t());
    const member = await createUser(t());
    const church = await churchOf(pastor, member);
    const { logoUrl } = (await change(pastor, church.slug, { logoUrl: await upload(pastor, await png()) })).json();
    await t().db.execute(sql`update churches set moderation = 'removed' where id = ${church.id}`);
    expect((await member.agent.get(logoUrl)).statusCode).toBe(404);
    await makeSiteRole(t(), member, "moderator");
    expect((await member.agent.get(logoUrl)).statusCode).toBe(200);
  });
});
