import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, createPost, createUser } from "../../helpers/factories";
import { png } from "../../helpers/images";
import { openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// Slow clients against a real listening server, on short limits: 1 s for a request's headers
// and for its body, 4 s for an upload's body.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: "1", UPLOAD_TIMEOUT_SECONDS: "4" } });
  ({ port } = await listenOnLoopback(t));
});
afterAll(() => t.close());

const TIMED_OUT = { message: "The request took too long to arrive" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection: what the server sent back, and when it hung up. */
function rawConnection() {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  return {
    socket,
    closed,
    received: () => received,
    /** Sends `text` one byte every `everyMs` until the server hangs up. */
    trickle(text: string, everyMs = 200) {
      let i = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || i >= text.length) return clearInterval(timer);
        socket.write(text[i++]!);
      }, everyMs);
      void closed.then(() => clearInterval(timer));
    },
  };
}

/** Resolves with the milliseconds until the server hung up, or rejects after `ms`. */
const hungUpWithin = (connection: ReturnType<typeof rawConnection>, ms: number) =>
  Promise.race([connection.closed, sleep(ms).then(() => Promise.reject(new Error(`still open after ${ms} ms`)))]);

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));

describe("slow requests", () => {
  it("cuts off a body trickled a byte at a time, with a 408", async () => {
    const c = rawConnection();
    const body = JSON.stringify({ email: "someone@example.org", password: "a password" });
    c.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    c.trickle(body);
    const after = await hungUpWithin(c, 4_000);
    expect(after).toBeGreaterThanOrEqual(900);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(c.received())).toEqual(TIMED_OUT);
  });

  it("cuts off headers that trickle in, with a 408", async () => {
    const c = rawConnection();
    c.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");
    c.trickle("X-Slow: one byte at a time\r\n\r\n");
    await hungUpWithin(c, 4_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(c.received())).toEqual(TIMED_OUT);
  });

  it("hangs up on a connection that sends nothing", async () => {
    await hungUpWithin(rawConnection(), 4_000);
  });

  it("gives an upload's body the upload limit, not the request limit, and cuts off a trickled one", async () => {
    const ann = await createUser(t);
    const grant = async () => (await ann.agent.post("/api/objects/upload")).json().uploadURL as string;
    const head = (url: string, length: number) =>
      `PUT ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

    // Two seconds to send a photo: too slow for a form, fine for a file.
    const photo = await png(200, 200);
    const slow = rawConnection();
    slow.socket.write(head(await grant(), photo.length));
    const pieces = 10;
    for (let i = 0; i < pieces; i++) {
      await sleep(200);
      slow.socket.write(photo.subarray(Math.floor((i * photo.length) / pieces), Math.floor(((i + 1) * photo.length) / pieces)));
    }
    await hungUpWithin(slow, 4_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 200 /);

    // A byte every 200 ms never gets there.
    const trickled = rawConnection();
    trickled.socket.write(head(await grant(), 1_000));
    trickled.trickle("x".repeat(1_000));
    const after = await hungUpWithin(trickled, 8_000);
    expect(after).toBeGreaterThanOrEqual(3_900);
    expect(trickled.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(trickled.received())).toEqual(TIMED_OUT);
  });

  it("never cuts off an event stream, however long it stays silent", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    await connect(t, ann, bob);
    const post = await createPost(ann);
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, ann.agent.cookieHeader);
    await stream.next((e) => e.event === "count");
    // Longer than the request limit and the idle limit (twice the request limit).
    await sleep(3_000);
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying" });
    await stream.next((e) => e.event === "notification");
    await stream.close();
  });
});
