import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage } from "../../../server/storage/local-storage";
import { databaseDigest } from "../../helpers/digest";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { HOSTILE_FILES, type HostileFile, MARKER, type Outcome } from "../../helpers/hostile-files";
import { TEST_SECRET, useTestApp } from "../../helpers/test-app";

// Every hostile file goes through the real flow twice: upload, then use it as a profile
// picture; upload again, then use it as a post's photo. Each use must end one of two ways:
//   refused: a 4xx { message }, and neither the database nor the object store changed;
//   made safe: what we serve is a fresh WebP of ours with nothing of the original riding along.

const objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-corpus-"));
const local = localStorage(objectsDir, TEST_SECRET);
const t = useTestApp({ storage: { storage: local, localUploads: { storage: local, secret: TEST_SECRET } } });

type Use = "avatar" | "post";
const results: { name: string; use: Use; outcome: Outcome; detail: string }[] = [];

const hasExiftool = spawnSync("exiftool", ["-ver"], { encoding: "utf8" }).status === 0;

afterAll(() => {
  fs.rmSync(objectsDir, { recursive: true, force: true });
  const refused = results.filter((r) => r.outcome === "refused").length;
  const lines = results.map((r) => `  ${r.outcome === "safe" ? "made safe" : "refused  "}  ${r.use.padEnd(6)}  ${r.name}  (${r.detail})`);
  console.log(
    [
      `Upload corpus: ${HOSTILE_FILES.length} hostile files, ${results.length} uses: ${refused} refused, ${results.length - refused} made safe.`,
      `  (second check with exiftool: ${hasExiftool ? "yes" : "not installed, skipped"})`,
      ...lines,
    ].join("\n"),
  );
});

/** What is on disk in the object store: every file, with its size and a hash of its bytes. */
function storedObjects(): string[] {
  const files = fs.readdirSync(objectsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return files
    .map((e) => {
      const bytes = fs.readFileSync(path.join(e.parentPath, e.name));
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
      return `${path.relative(objectsDir, path.join(e.parentPath, e.name))}:${bytes.length}:${hash}`;
    })
    .sort();
}

const stored = (key: string, bytes: Buffer) => `${key}:${bytes.length}:${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;

const snapshot = async () => ({ digest: await databaseDigest(t().db), stored: storedObjects() });

// Our own words only: never a decoder's error text passed through.
const REFUSALS = [
  /^The file is not an image we can use\. Upload a JPEG, PNG, WebP or GIF\.$/,
  /^The image has too many pixels\. Please upload a smaller image\.$/,
  /^The (file|image) is larger than the \d+ MB limit$/,
  /^The file has not been uploaded yet$/,
];

/** A refusal is a client error with a `{ message }` JSON body of ours, and nothing else. */
function expectRefusal(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(["message"]);
  expect(
    REFUSALS.some((r) => r.test(body.message)),
    `unexpected message: ${body.message}`,
  ).toBe(true);
}

/** The RIFF chunks of a WebP (an animation frame's own chunks included). */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
  const walk = (from: number, to: number): string[] => {
    const chunks: string[] = [];
    for (let at = from; at < to; ) {
      const type = bytes.subarray(at, at + 4).toString("latin1");
      const size = bytes.readUInt32LE(at + 4);
      chunks.push(type);
      // A frame's chunks follow its 16-byte header.
      if (type === "ANMF") chunks.push(...walk(at + 8 + 16, at + 8 + size));
      at += 8 + size + (size % 2);
    }
    return chunks;
  };
  return walk(12, bytes.length);
}

const PIXEL_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF"]);
const ALWAYS_FORBIDDEN = [MARKER, "<script", "<?php", "<html", "<svg", "<?xpacket", "Exif\0\0"];

// exiftool's groups for a bare WebP: everything else (IFD0, ExifIFD, GPS, XMP-*, ICC_Profile,
// IPTC, Photoshop...) is metadata that should not be there.
const EXIFTOOL_PLAIN = new Set(["SourceFile", "ExifTool", "System", "File", "RIFF", "Composite"]);

/** exiftool's view, when it is installed: nothing but the file's own description. */
function exiftoolTags(bytes: Buffer): Record<string, unknown> {
  const file = path.join(os.tmpdir(), `koinonia-corpus-${process.pid}-${Date.now()}.webp`);
  fs.writeFileSync(file, bytes);
  try {
    const run = spawnSync("exiftool", ["-j", "-a", "-u", "-G1", file], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as Record<string, unknown>[])[0]!;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function expectSafeImage(user: SignedInUser, url: string, file: HostileFile): Promise<string> {
  expect(url).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);
  const res = await user.agent.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["content-disposition"]).toBe("inline");
  expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  const bytes = res.rawPayload;

  // The bytes we stored are the bytes we serve.
  expect(fs.readFileSync(path.join(objectsDir, url.slice("/objects/".length))).equals(bytes)).toBe(true);

  const chunks = webpChunks(bytes);
  expect(
    chunks.filter((c) => !PIXEL_CHUNKS.has(c)),
    `chunks ${chunks.join(",")}`,
  ).toEqual([]);

  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.comments).toBeUndefined();
  expect(meta.width).toBeGreaterThan(0);
  expect(meta.width).toBeLessThanOrEqual(2048);
  expect(meta.height).toBeLessThanOrEqual(2048);
  // It decodes: a real picture, not a header with nothing behind it.
  expect((await sharp(bytes).raw().toBuffer()).length).toBeGreaterThan(0);

  for (const payload of [...ALWAYS_FORBIDDEN, ...(file.payloads ?? [])]) {
    expect(bytes.includes(Buffer.from(payload, "latin1")), `served bytes contain ${JSON.stringify(payload)}`).toBe(false);
  }

  if (hasExiftool) {
    // A second opinion: exiftool sees only the file itself and its pixels' description.
    const tags = exiftoolTags(bytes);
    const groups = [...new Set(Object.keys(tags).map((k) => k.split(":")[0]!))];
    expect(
      groups.filter((g) => !EXIFTOOL_PLAIN.has(g)),
      JSON.stringify(tags),
    ).toEqual([]);
    expect(tags["File:FileType"]).toMatch(/^(Extended )?WEBP$/);
    expect(String(tags["RIFF:WebP_Flags"] ?? "")).not.toMatch(/EXIF|XMP|ICC/);
    expect(JSON.stringify(tags)).not.toMatch(new RegExp(`${MARKER}|GPS|PhoneMaker|Comment`, "i"));
  }
  return `${meta.width}x${meta.height} WebP`;
}

/** Upload `file` through the signed PUT and use it as `use`; returns what happened. */
async function tryUse(user: SignedInUser, file: HostileFile, body: Buffer, use: Use): Promise<{ outcome: Outcome; detail: string }> {
  const grant = await user.agent.post("/api/objects/upload");
  expect(grant.statusCode, grant.body).toBe(200);
  const { uploadURL } = grant.json() as { uploadURL: string };

  const uploadKey = `uploads/${/uploads\/([^?]+)/.exec(uploadURL)![1]}`;

  const beforePut = await snapshot();
  const put = await user.agent.request("PUT", uploadURL, body, file.contentType === null ? {} : { "content-type": file.contentType });
  expect(put.statusCode, put.body).not.toBeGreaterThanOrEqual(500);
  if (put.statusCode !== 200) {
    expectRefusal(put);
    expect(await snapshot(), "a refused PUT keeps nothing").toEqual(beforePut);
  } else {
    // The PUT kept exactly the bytes sent, under the upload's key, and nothing else.
    expect(storedObjects()).toEqual([...beforePut.stored, stored(uploadKey, body)].sort());
  }

  const before = await snapshot();
  const attach =
    use === "avatar"
      ? await user.agent.put("/api/profile-images", { profileImageURL: uploadURL })
      : await user.agent.post("/api/posts", { content: `Photo: ${file.name}`, type: "image", imageUrl: uploadURL });
  expect(attach.statusCode, attach.body).not.toBeGreaterThanOrEqual(500);

  if (attach.statusCode >= 400) {
    expectRefusal(attach);
    expect(await snapshot(), "a refusal changes nothing, in the database or the object store").toEqual(before);
    if (use === "avatar") expect((await user.agent.get("/api/auth/user")).json().profileImageUrl).toBeNull();
    const message = put.statusCode === 200 ? attach.json().message : `PUT ${put.statusCode}: ${put.json().message}`;
    return { outcome: "refused", detail: message };
  }

  expect(attach.statusCode).toBe(use === "avatar" ? 200 : 201);
  const url: string = use === "avatar" ? attach.json().profileImageUrl : attach.json().imageUrl;
  if (use === "avatar") expect((await user.agent.get("/api/auth/user")).json().profileImageUrl).toBe(url);
  // The original went; only our re-encoded image came.
  const after = storedObjects();
  expect(after.filter((s) => !before.stored.includes(s))).toEqual([expect.stringMatching(new RegExp(`^${url.slice("/objects/".length)}:`))]);
  expect(before.stored.filter((s) => !after.includes(s))).toEqual([stored(uploadKey, body)]);
  return { outcome: "safe", detail: await expectSafeImage(user, url, file) };
}

describe("a corpus of hostile uploads", () => {
  it("holds at least 15 files", () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(HOSTILE_FILES.map((f) => f.name)).size).toBe(HOSTILE_FILES.length);
  });

  it("carries the metadata it claims to, so the stripping is really tested", async () => {
    for (const file of HOSTILE_FILES.filter((f) => f.carries)) {
      const meta = await sharp(await file.make()).metadata();
      for (const block of file.carries!) expect(meta[block], `${file.name}: ${block}`).toBeDefined();
    }
  });

  it.each(HOSTILE_FILES.map((f) => [f.name, f] as const))(
    "%s",
    async (_name, file) => {
      const user = await createUser(t());
      const body = await file.make();
      for (const use of ["avatar", "post"] as const) {
        const { outcome, detail } = await tryUse(user, file, body, use);
        results.push({ name: file.name, use, outcome, detail });
        expect(outcome, `${use}: ${detail}`).toBe(file.expect[use]);
      }
    },
    60_000,
  );
});
