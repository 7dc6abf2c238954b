import net from "node:net";
import os from "node:os";
import { describe, expect, it, vi } from "vitest";
import { createUser } from "../../helpers/factories";
import { openEventStream } from "../../helpers/sse";
import { listenOnLoopback, useTestApp } from "../../helpers/test-app";
import { sample } from "./samples";

// METRICS_PORT: a server of its own on 127.0.0.1; with METRICS_TOKEN set too it asks for the token.
const PORT = 5913;
const TOKEN = "a-metrics-token-long-enough";
const t = useTestApp({ env: { METRICS_PORT: String(PORT), METRICS_TOKEN: TOKEN } });
const url = `http://127.0.0.1:${PORT}/metrics`;

/** Whether a TCP connection to `host`:`port` is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("METRICS_PORT", () => {
  it("serves the metrics on 127.0.0.1 to a scraper bearing the token", async () => {
    t();
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(await res.text(), "koinonia_event_streams_open")).toBe(0);
  });

  it("refuses a scraper without the token, in the one error shape", async () => {
    t();
    const res = await fetch(url);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.stringContaining("METRICS_TOKEN") });
  });

  it("serves nothing else", async () => {
    t();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/posts`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("counts requests to the app's own port", async () => {
    const scrape = async () =>
      sample(await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text(), "koinonia_http_request_duration_seconds_count", {
        route: "/healthz",
        status_code: "200",
      }) ?? 0;
    const before = await scrape();
    expect((await t().agent().get("/healthz")).statusCode).toBe(200);
    expect(await scrape()).toBe(before + 1);
  });

  it("listens on the loopback address only", async () => {
    t();
    expect(await accepts("127.0.0.1", PORT)).toBe(true);
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) => address!.address);
    for (const address of outward) expect(await accepts(address, PORT)).toBe(false);
  });

  it("counts the open notification streams", async () => {
    const { base } = await listenOnLoopback(t());
    const member = await createUser(t());
    const streamsOpen = async () =>
      sample(await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text(), "koinonia_event_streams_open");
    expect(await streamsOpen()).toBe(0);
    const stream = await openEventStream(`${base}/api/notifications/stream`, member.agent.cookieHeader);
    try {
      await stream.next((e) => e.event === "count");
      expect(await streamsOpen()).toBe(1);
    } finally {
      await stream.close();
    }
    await vi.waitFor(async () => expect(await streamsOpen()).toBe(0));
  });
});
