import fs from "node:fs";
import { quietContext } from "../../../server/core/context";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { groups } from "../../../server/db/schema";
import { sweepFiles } from "../../../server/services/files/file-sweep";
import { prepareImage } from "../../../server/services/files/uploads";
import { localStorage } from "../../../server/storage/local-storage";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { jpeg, png } from "../../helpers/images";
import { TEST_SECRET, useTestApp } from "../../helpers/test-app";

// Files on local disk, in a folder of the test's own, so that what is left can be looked at.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-sweep-"));
const storage = localStorage(root, TEST_SECRET);
let clock = Date.now();
const t = useTestApp({ now: () => clock, storage: { storage, localUploads: { storage, secret: TEST_SECRET } } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;
const sweep = () => sweepFiles(quietContext(t().db, { storage, now: () => clock }));
const stored = (key: string) => fs.existsSync(path.join(root, key));
const uploadKeyOf = (url: string) => `uploads/${/uploads\/([^?]+)/.exec(url)![1]}`;
const keyOf = (objectUrl: string) => objectUrl.slice("/objects/".length);

async function upload(user: SignedInUser, body: Buffer): Promise<string> {
  const { uploadURL } = (await user.agent.post("/api/objects/upload")).json();
  const put = await user.agent.request("PUT", uploadURL, body, { "content-type": "image/png" });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

async function groupWithPhoto(admin: SignedInUser) {
  const group = (await admin.agent.post("/api/groups", { name: "Choir", description: "We sing" })).json();
  const url = await upload(admin, await jpeg());
  const post = await admin.agent.post(`/api/groups/${group.id}/posts`, { content: "Rehearsal", type: "image", imageUrl: url });
  expect(post.statusCode, post.body).toBe(201);
  const photo = keyOf(post.json().imageUrl);
  expect(stored(photo)).toBe(true);
  return { group, photo };
}

describe("the file sweep", () => {
  it("removes uploads never attached (or refused) once kept an hour past their URL's expiry, and keeps fresh ones", async () => {
    const ann = await createUser(t());
    const unused = await upload(ann, await png());
    const refused = await upload(ann, Buffer.from("not a picture"));
    expect((await ann.agent.put("/api/profile-images", { profileImageURL: refused })).statusCode).toBe(400);

    clock += 15 * 60 * 1000 + HOUR + 1; // the URL's 15 minutes, then the hour kept
    const fresh = await upload(ann, await png());
    await sweep();

    expect(stored(uploadKeyOf(unused))).toBe(false);
    expect(stored(uploadKeyOf(refused))).toBe(false);
    expect(stored(uploadKeyOf(fresh))).toBe(true);
    const late = await ann.agent.put("/api/profile-images", { profileImageURL: unused });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: "Upload not found" });
    expect((await ann.agent.put("/api/profile-images", { profileImageURL: fresh })).statusCode).toBe(200);
  });

  it("deleting a group removes its photos, files and rows, at once", async () => {
    const ann = await createUser(t());
    const { group, photo } = await groupWithPhoto(ann);
    expect((await ann.agent.delete(`/api/groups/${group.id}`)).statusCode).toBe(204);
    expect(stored(photo)).toBe(false);
    const rows = await queryRows(t().db, sql`select key from objects where key = ${photo}`);
    expect(rows).toEqual([]);
  });

  it("catches the photos of a group whose deletion committed just before the process died", async () => {
    const ann = await createUser(t());
    const { group, photo } = await groupWithPhoto(ann);
    await t().db.delete(groups).where(eq(groups.id, group.id)); // committed; the files were never removed
    expect(stored(photo)).toBe(true);
    await sweep();
    expect(stored(photo)).toBe(false);
  });

  it("catches an image stored for an upload when the process died before recording it", async () => {
    const ann = await createUser(t());
    const url = await upload(ann, await png());
    const image = await prepareImage(t().db, storage, ann.user.id, url, "avatar", 5 * 1024 * 1024, () => clock);
    expect(stored(image.key)).toBe(true);
    await sweep();
    expect(stored(image.key)).toBe(true); // its transaction may still be on its way
    clock += 2 * HOUR;
    await sweep();
    expect(stored(image.key)).toBe(false);
  });

  it("removes replaced pictures and deleted posts' photos, and leaves the files still in use", async () => {
    const ann = await createUser(t());
    const first = (await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, await png()) })).json().profileImageUrl;
    const second = (await ann.agent.put("/api/profile-images", { profileImageURL: await upload(ann, await png()) })).json().profileImageUrl;
    const post = (await ann.agent.post("/api/posts", { content: "Sunrise", type: "image", imageUrl: await upload(ann, await jpeg()) })).json();
    const kept = (await ann.agent.post("/api/posts", { content: "Sunset", type: "image", imageUrl: await upload(ann, await jpeg()) })).json();
    expect((await ann.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);

    clock += 3 * HOUR;
    await Promise.all([sweep(), sweep()]); // two processes at once
    expect(stored(keyOf(first))).toBe(false);
    expect(stored(keyOf(post.imageUrl))).toBe(false);
    expect(stored(keyOf(second))).toBe(true);
    expect(stored(keyOf(kept.imageUrl))).toBe(true);
    expect((await ann.agent.get(second)).statusCode).toBe(200);
    expect((await ann.agent.get(kept.imageUrl)).statusCode).toBe(200);
  });
});
