import fs from "node:fs";
import { quietContext } from "../../../server/core/context";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepFiles } from "../../../server/services/files/file-sweep";
import type { ObjectStorage } from "../../../server/core/object-storage";
import { s3Storage } from "../../../server/storage/s3-storage";
import { createUser } from "../../helpers/factories";
import { jpeg } from "../../helpers/images";
import { type TestApp, createTestApp } from "../../helpers/test-app";

// The S3 path, against s3rver (a local S3-compatible server). s3rver does not check
// signatures, so tampering is tested against our own signer (uploads.test.ts), not here.
const PORT = 4599;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-s3-"));
let server: S3rver;
let t: TestApp;
let storage: ObjectStorage;

beforeAll(async () => {
  server = new S3rver({ port: PORT, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "koinonia", configs: [] }] });
  await server.run();
  storage = await s3Storage({
    endpoint: `http://127.0.0.1:${PORT}`,
    bucket: "koinonia",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  t = await createTestApp({ storage: { storage } });
});

afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("uploads on S3", () => {
  it("hands out a presigned PUT, and the uploaded photo becomes a stripped image of ours", async () => {
    const ann = await createUser(t);
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    expect(uploadURL).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/koinonia/uploads/[A-Za-z0-9_-]{32}\\?.*X-Amz-Signature=`));
    const put = await fetch(uploadURL, {
      method: "PUT",
      body: new Uint8Array(await jpeg({ gps: true })),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);

    const res = await ann.agent.put("/api/profile-images", { profileImageURL: uploadURL });
    expect(res.statusCode, res.body).toBe(200);
    const image = await ann.agent.get(res.json().profileImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
  });

  it("allows the bucket's origin for uploads in the CSP", async () => {
    const res = await t.agent().get("/healthz");
    expect(res.headers["content-security-policy"]).toContain(`connect-src 'self' http://127.0.0.1:${PORT}`);
  });
});

describe("removing files from the bucket", () => {
  const inBucket = async (key: string) => (await storage.open(key)) !== null;

  it("takes a deleted group's photos at once, and an upload never attached at the next sweep past its keeping time", async () => {
    const ann = await createUser(t);
    const grant = async () => {
      const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
      const put = await fetch(uploadURL, { method: "PUT", body: new Uint8Array(await jpeg()), headers: { "content-type": "image/jpeg" } });
      expect(put.status).toBe(200);
      return { url: uploadURL as string, key: new URL(uploadURL).pathname.replace("/koinonia/", "") };
    };

    const group = (await ann.agent.post("/api/groups", { name: "Choir", description: "We sing" })).json();
    const photo = await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Rehearsal", type: "image", imageUrl: (await grant()).url });
    expect(photo.statusCode, photo.body).toBe(201);
    const photoKey = photo.json().imageUrl.slice("/objects/".length);
    expect(await inBucket(photoKey)).toBe(true);
    expect((await ann.agent.delete(`/api/groups/${group.id}`)).statusCode).toBe(204);
    expect(await inBucket(photoKey)).toBe(false);

    const unused = await grant();
    expect(await inBucket(unused.key)).toBe(true);
    await sweepFiles(quietContext(t.db, { storage }));
    expect(await inBucket(unused.key)).toBe(true);
    await sweepFiles(quietContext(t.db, { storage, now: () => Date.now() + 2 * 60 * 60 * 1000 }));
    expect(await inBucket(unused.key)).toBe(false);
  });
});
