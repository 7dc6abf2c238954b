import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { connect, createUser, type SignedInUser } from "../../helpers/factories";
import { gif, jpeg, noisyPng, png } from "../../helpers/images";
import { useTestApp } from "../../helpers/test-app";

let clock = Date.now();
const t = useTestApp({ now: () => clock });

async function upload(user: SignedInUser, body: Buffer, type = "image/png"): Promise<string> {
  const grant = await user.agent.post("/api/objects/upload");
  expect(grant.statusCode, grant.body).toBe(200);
  const { uploadURL } = grant.json();
  const put = await user.agent.request("PUT", uploadURL, body, { "content-type": type });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

const withQuery = (url: string, change: Record<string, string>) => {
  const u = new URL(url, "http://localhost");
  for (const [k, v] of Object.entries(change)) u.searchParams.set(k, v);
  return `${u.pathname}${u.search}`;
};

describe("POST /api/objects/upload", () => {
  it("hands a signed-in user a signed, single-use PUT URL", async () => {
    const ann = await createUser(t());
    const res = await ann.agent.post("/api/objects/upload");
    expect(res.statusCode).toBe(200);
    expect(res.json().uploadURL).toMatch(/^\/api\/objects\/uploads\/[A-Za-z0-9_-]{32}\?user=\d+&max=10485760&expires=\d+&signature=/);
    expect((await t().agent().post("/api/objects/upload")).statusCode).toBe(401);
  });
});

describe("the signed PUT", () => {
  it("stores the body once; the URL cannot be used again", async () => {
    const ann = await createUser(t());
    const url = await upload(ann, await png());
    const again = await ann.agent.request("PUT", url, await png(), { "content-type": "image/png" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This upload URL has already been used" });
  });

  it("refuses an expired URL with 'Request has expired'", async () => {
    const ann = await createUser(t());
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    clock += 16 * 60 * 1000;
    const res = await ann.agent.request("PUT", uploadURL, await png(), { "content-type": "image/png" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Request has expired" });
  });

  it("refuses a forged URL: a raised limit, another user, a later expiry, a bad signature", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    const forgeries = [
      withQuery(uploadURL, { max: "999999999" }),
      withQuery(uploadURL, { user: String(bob.user.id) }),
      withQuery(uploadURL, { expires: String(clock + 10 ** 9) }),
      withQuery(uploadURL, { signature: "A".repeat(43) }),
    ];
    for (const forged of forgeries) {
      const res = await bob.agent.request("PUT", forged, await png(), { "content-type": "image/png" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Invalid upload signature" });
    }
    // The real URL still works afterwards: the forgeries changed nothing.
    expect((await ann.agent.request("PUT", uploadURL, await png(), { "content-type": "image/png" })).statusCode).toBe(200);
  });

  it("refuses a body over the limit with 413, keeping nothing", async () => {
    const ann = await createUser(t());
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    const res = await ann.agent.request("PUT", uploadURL, Buffer.alloc(10_485_761, 1), { "content-type": "image/png" });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The file is larger than the 10 MB limit" });
    const attach = await ann.agent.put("/api/profile-images", { profileImageURL: uploadURL });
    expect(attach.json()).toEqual({ message: "The file has not been uploaded yet" });
  });

  it("takes exactly the limit", async () => {
    const ann = await createUser(t());
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    const res = await ann.agent.request("PUT", uploadURL, Buffer.alloc(10_485_760, 1), { "content-type": "application/octet-stream" });
    expect(res.statusCode).toBe(200);
  });
});

describe("attaching an upload", () => {
  it("sets the profile picture: a fresh WebP of ours, served with safe headers", async () => {
    const ann = await createUser(t());
    const url = await upload(ann, await png(900, 700));
    const res = await ann.agent.put("/api/profile-images", { profileImageURL: url });
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json();
    expect(profileImageUrl).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect((await ann.agent.get("/api/auth/user")).json().profileImageUrl).toBe(profileImageUrl);

    const image = await ann.agent.get(profileImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("sets the banner", async () => {
    const ann = await createUser(t());
    const res = await ann.agent.put("/api/banner-images", {
      bannerImageURL: await upload(ann, await jpeg({ width: 2400, height: 900 }), "image/jpeg"),
    });
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await ann.agent.get(res.json().bannerImageUrl)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 600 });
  });

  it("strips EXIF and GPS from a photo", async () => {
    const ann = await createUser(t());
    const original = await jpeg({ gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, original, "image/jpeg") });
    const stored = (await ann.agent.get(res.json().profileImageUrl)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  it("keeps the size of every image it stores, pictures and photos alike", async () => {
    const ann = await createUser(t());
    const picture = (await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, await png()) })).json().profileImageUrl;
    const banner = (await ann.agent.put("/api/banner-images", { bannerImageURL: await upload(ann, await png(1600, 600)) })).json().bannerImageUrl;
    const post = await ann.agent.post("/api/posts", {
      content: "Sunday",
      type: "image",
      imageUrl: await upload(ann, await jpeg(), "image/jpeg"),
    });
    for (const url of [picture, banner, post.json().imageUrl]) {
      const served = (await ann.agent.get(url)).rawPayload.length;
      const [row] = await queryRows<{ bytes: number }>(t().db, sql`select bytes from objects where key = ${url.slice("/objects/".length)}`);
      expect(row!.bytes).toBe(served);
    }
  });

  it("deletes the picture it replaces", async () => {
    const ann = await createUser(t());
    const first = (await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, await png()) })).json().profileImageUrl;
    await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, await gif(), "image/gif") });
    expect((await ann.agent.get(first)).statusCode).toBe(404);
  });

  it.each([
    ["a text file", () => Buffer.from("just some words, not a picture")],
    [
      "HTML disguised as PNG",
      () => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("<html><script>alert(1)</script></html>")]),
    ],
    [
      "an SVG with a script",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
    ],
    ["zero bytes", () => Buffer.alloc(0)],
  ])("refuses %s with 400, attaching nothing", async (_label, make) => {
    const ann = await createUser(t());
    const res = await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, make(), "image/png") });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The file is not an image we can use. Upload a JPEG, PNG, WebP or GIF." });
    expect((await ann.agent.get("/api/auth/user")).json().profileImageUrl).toBeNull();
  });

  it("refuses a decompression bomb by its pixel count", async () => {
    const ann = await createUser(t());
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, bomb) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The image has too many pixels. Please upload a smaller image." });
  });

  it("holds profile and banner images to 5 MB", async () => {
    const ann = await createUser(t());
    const big = await noisyPng(6);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await ann.agent.put("/api/banner-images", { bannerImageURL: await upload(ann, big) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The image is larger than the 5 MB limit" });
  });

  it("takes only the uploader's own, unused upload", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const url = await upload(ann, await png());
    const stolen = await bob.agent.put("/api/profile-images", { profileImageURL: url });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: "Upload not found" });
    expect((await ann.agent.put("/api/profile-images", { profileImageURL: url })).statusCode).toBe(200);
    const twice = await ann.agent.put("/api/banner-images", { bannerImageURL: url });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: "This upload has already been used" });
    const foreign = await ann.agent.put("/api/profile-images", { profileImageURL: "https://evil.example/me.png" });
    expect(foreign.json()).toEqual({ message: "That is not an upload URL from this site" });
  });
});

describe("photo posts and who may see their photos", () => {
  it("attaches the photo to the post and serves it to the author's connections only", async () => {
    const ann = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), ann, friend);
    const res = await ann.agent.post("/api/posts", {
      content: "Our church picnic",
      type: "image",
      imageUrl: await upload(ann, await jpeg({ width: 3000, height: 2000 }), "image/jpeg"),
    });
    expect(res.statusCode).toBe(201);
    const { imageUrl, id } = res.json();
    expect(imageUrl).toMatch(/^\/objects\/images\/.+\.webp$/);

    const seen = await friend.agent.get(imageUrl);
    expect(seen.statusCode).toBe(200);
    expect((await sharp(seen.rawPayload).metadata()).width).toBe(2048);
    expect((await stranger.agent.get(imageUrl)).statusCode).toBe(404);
    expect((await t().agent().get(imageUrl)).statusCode).toBe(401);

    expect((await ann.agent.delete(`/api/posts/${id}`)).statusCode).toBe(204);
    expect((await ann.agent.get(imageUrl)).statusCode).toBe(404);
  });

  it("never serves an object that does not exist, or a path of another shape", async () => {
    const ann = await createUser(t());
    expect((await ann.agent.get("/objects/images/nothing.webp")).statusCode).toBe(404);
    expect((await ann.agent.get("/objects/images/..%2F..%2Fapp-secret")).statusCode).toBe(404);
    expect((await ann.agent.get("/objects/uploads/abc")).statusCode).toBe(404);
  });

  it("leaves the upload usable when the post itself is refused", async () => {
    const ann = await createUser(t());
    const url = await upload(ann, await png());
    const refused = await ann.agent.post("/api/posts", { content: "   ", type: "image", imageUrl: url });
    expect(refused.statusCode).toBe(400);
    expect((await ann.agent.post("/api/posts", { content: "Now with words", type: "image", imageUrl: url })).statusCode).toBe(201);
    const [row] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from objects where owner_id = ${ann.user.id}`);
    expect(row!.n).toBe(1);
  });
});
