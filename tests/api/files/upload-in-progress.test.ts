import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../server/db/schema";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { png } from "../../helpers/images";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// One transfer at a time to an upload URL, against a real listening server: a transfer
// in progress is a socket that has sent part of its body.
let clock = Date.now();
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { UPLOAD_TIMEOUT_SECONDS: "300" } });
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IN_PROGRESS = { message: "This upload is already in progress" };

async function grant(user: SignedInUser): Promise<{ url: string; id: string }> {
  const { uploadURL } = (await user.agent.post("/api/objects/upload")).json();
  return { url: uploadURL, id: /uploads\/([^?]+)/.exec(uploadURL)![1]! };
}

const put = (url: string, body: Buffer) =>
  fetch(`${base}${url}`, { method: "PUT", body: new Uint8Array(body), headers: { "content-type": "image/png" } });

/** Starts a PUT by hand and sends the first half of the body; resolves once the server has claimed the upload. */
async function startTransfer(upload: { url: string; id: string }, body: Buffer) {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), "127.0.0.1");
  socket.on("error", () => {});
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    `PUT ${upload.url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length / 2));
  for (let i = 0; i < 100; i++) {
    const [row] = await t.db.select({ startedAt: uploads.startedAt }).from(uploads).where(eq(uploads.id, upload.id));
    if (row?.startedAt) break;
    await sleep(20);
  }
  return {
    async finish() {
      socket.write(body.subarray(body.length / 2));
      await closed;
      return received;
    },
    async die() {
      socket.destroy();
      await closed;
    },
  };
}

describe("a transfer to an upload URL", () => {
  it("refuses a second transfer while the first is in progress, before reading its body; the first completes", async () => {
    const ann = await createUser(t);
    const upload = await grant(ann);
    const photo = await png(300, 300);
    const first = await startTransfer(upload, photo);

    const second = await put(upload.url, photo);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual(IN_PROGRESS);

    expect(await first.finish()).toMatch(/^HTTP\/1\.1 200 /);
    expect((await ann.agent.put("/api/profile-images", { profileImageURL: upload.url })).statusCode).toBe(200);
  });

  it("lets the person try again when a transfer dies midway", async () => {
    const ann = await createUser(t);
    const upload = await grant(ann);
    const photo = await png(300, 300);
    await (await startTransfer(upload, photo)).die();

    let retry = await put(upload.url, photo);
    // The server lets go once it has noticed the broken connection.
    for (let i = 0; i < 50 && retry.status === 409; i++) {
      await sleep(20);
      retry = await put(upload.url, photo);
    }
    expect(retry.status).toBe(200);
    expect((await ann.agent.put("/api/profile-images", { profileImageURL: upload.url })).statusCode).toBe(200);
  });

  it("forgets a claim left by a transfer whose process died, once no transfer could still be running", async () => {
    const ann = await createUser(t);
    const upload = await grant(ann);
    // What a process killed midway leaves behind.
    await t.db
      .update(uploads)
      .set({ startedAt: new Date(clock) })
      .where(eq(uploads.id, upload.id));

    const photo = await png();
    const blocked = await put(upload.url, photo);
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toEqual(IN_PROGRESS);

    clock += 7 * 60 * 1000; // past the 5-minute transfer limit and a margin
    expect((await put(upload.url, photo)).status).toBe(200);
    const again = await put(upload.url, photo);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This upload URL has already been used" });
  });
});
