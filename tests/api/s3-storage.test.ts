import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "../../server/storage/s3-storage";
import { createUser } from "../helpers/factories";
import { jpeg } from "../helpers/images";
import { type TestApp, createTestApp } from "../helpers/test-app";

// The S3 path, against s3rver (a local S3-compatible server). s3rver does not check
// signatures, so tampering is tested against our own signer (uploads.test.ts), not here.
const PORT = 4599;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-s3-"));
let server: S3rver;
let t: TestApp;

beforeAll(async () => {
  server = new S3rver({ port: PORT, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "koinonia", configs: [] }] });
  await server.run();
  const storage = await s3Storage({
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
    const put = await fetch(uploadURL, { method: "PUT", body: new Uint8Array(await jpeg({ gps: true })), headers: { "content-type": "image/jpeg" } });
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
