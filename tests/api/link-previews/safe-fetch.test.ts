import type { LookupAddress } from "node:dns";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Resolve } from "../../../server/core/public-addresses";
import { IMAGE, PAGE } from "../../../server/services/link-previews/link-card-read";
import { type FetchRules, safeFetch } from "../../../server/services/link-previews/safe-fetch";
import { type TestWebsite, pageWith, startTestWebsite } from "../../helpers/test-website";

// The server reads the pages members link to. Every request it makes could be aimed at its own
// network, so these cases are about what it refuses, and that a refusal never reaches a private
// address. No test here sends anything off this machine: public names resolve through a
// stand-in that answers what each test says, and nothing answering public is ever connected to.

let site: TestWebsite;
beforeAll(async () => {
  site = await startTestWebsite();
});
afterAll(async () => {
  await site?.close();
});

/** A resolver that answers each lookup of a name with the next of `answers` (the last one again after), and counts them. */
function resolver(...answers: string[][]): Resolve & { calls: string[] } {
  const calls: string[] = [];
  const resolve = ((hostname, _options, callback) => {
    const addresses = answers[Math.min(calls.length, answers.length - 1)] ?? [];
    calls.push(hostname);
    const found: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    queueMicrotask(() => callback(null, found));
  }) as Resolve & { calls: string[] };
  resolve.calls = calls;
  return resolve;
}

/** A fetch's refusal: its message, and whether asking again would be refused the same way. */
async function refusal(url: string, rules: FetchRules = {}, wanted = PAGE) {
  const err = await safeFetch(url, wanted, rules).then(
    () => null,
    (e: unknown) => e as { message: string; lasting: boolean },
  );
  expect(err, `${url} was fetched`).not.toBeNull();
  return { message: err!.message, lasting: err!.lasting };
}

describe("the addresses the server never requests", () => {
  it.each([
    ["http://127.0.0.1/", "127.0.0.1 is not a public host"],
    ["http://127.1.2.3/admin", "127.1.2.3 is not a public host"],
    ["http://10.0.0.1/", "10.0.0.1 is not a public host"],
    ["http://172.16.5.4/", "172.16.5.4 is not a public host"],
    ["http://192.168.1.1/", "192.168.1.1 is not a public host"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is not a public host"],
    ["http://100.64.0.1/", "100.64.0.1 is not a public host"],
    ["http://0.0.0.0/", "0.0.0.0 is not a public host"],
    ["http://[::1]/", "::1 is not a public host"],
    ["http://[fc00::1]/", "fc00::1 is not a public host"],
    ["http://[fd12:3456:789a::1]/", "fd12:3456:789a::1 is not a public host"],
    ["http://[fe80::1]/", "fe80::1 is not a public host"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1 is not a public host"],
    ["http://[::ffff:10.0.0.1]/", "::ffff:a00:1 is not a public host"],
    ["http://[64:ff9b::7f00:1]/", "64:ff9b::7f00:1 is not a public host"],
    // Node's URL parser writes these as 127.0.0.1 before anything checks them.
    ["http://2130706433/", "127.0.0.1 is not a public host"],
    ["http://0x7f000001/", "127.0.0.1 is not a public host"],
    ["http://0177.0.0.1/", "127.0.0.1 is not a public host"],
    ["http://127.1/", "127.0.0.1 is not a public host"],
    ["http://localhost/", "localhost is not a public host"],
    ["http://LOCALHOST./", "localhost is not a public host"],
    ["http://app.localhost/", "app.localhost is not a public host"],
    ["http://printer.local/", "printer.local is not a public host"],
    ["http://db.internal/", "db.internal is not a public host"],
    ["http://intranet/", "intranet is not a public host"],
  ])("refuses %s before looking anything up", async (url, message) => {
    const resolve = resolver(["93.184.216.34"]);
    expect(await refusal(url, { resolve })).toEqual({ message, lasting: true });
    expect(resolve.calls).toEqual([]);
  });

  it.each([
    ["ftp://example.org/file", "only http and https links are read"],
    ["file:///etc/passwd", "only http and https links are read"],
    ["javascript:alert(1)", "only http and https links are read"],
    ["http://user:secret@example.org/", "a link with a user name or password is not read"],
    ["https://user@example.org/", "a link with a user name or password is not read"],
    ["http://example.org:8080/", "only the web's own ports (80, 443) are read"],
    ["https://example.org:22/", "only the web's own ports (80, 443) are read"],
    ["not a link", "not a URL"],
  ])("refuses %s", async (url, message) => {
    const resolve = resolver(["93.184.216.34"]);
    expect(await refusal(url, { resolve })).toEqual({ message, lasting: true });
    expect(resolve.calls).toEqual([]);
  });

  it.each([["10.0.0.7"], ["127.0.0.1"], ["192.168.0.10"], ["169.254.169.254"], ["::1"], ["fd00::7"], ["::ffff:127.0.0.1"]])(
    "refuses a public-looking name that resolves to %s",
    async (address) => {
      const resolve = resolver([address]);
      expect(await refusal("http://news.example.org/story", { resolve })).toEqual({
        message: "news.example.org resolves to an address that is not public",
        lasting: true,
      });
    },
  );

  it("refuses a name with any one of its addresses private", async () => {
    const resolve = resolver(["93.184.216.34", "10.1.2.3"]);
    expect((await refusal("https://news.example.org/", { resolve })).message).toBe("news.example.org resolves to an address that is not public");
  });

  it("checks the name again as it connects, and never connects when it then resolves to a private address", async () => {
    // Public when first looked up, then this machine: a rebinding name. Were the first answer
    // trusted, the socket would connect to 127.0.0.1:80 and fail as refused, not as checked.
    const resolve = resolver(["93.184.216.34"], ["127.0.0.1"]);
    expect(await refusal("http://rebind.example.org/", { resolve })).toEqual({
      message: "rebind.example.org resolves to an address that is not public",
      lasting: true,
    });
    expect(resolve.calls).toEqual(["rebind.example.org", "rebind.example.org"]);
  });

  it("refuses loopback pages unless a test allows them, and private ones even then", async () => {
    site.pages.set("/plain", { body: pageWith({ "og:title": "Plain" }) });
    expect((await refusal(`${site.base}/plain`)).message).toBe("127.0.0.1 is not a public host");
    expect((await safeFetch(`${site.base}/plain`, PAGE, { allowLocal: true })).body.toString()).toContain("Plain");
    expect((await refusal("http://10.0.0.1/", { allowLocal: true })).message).toBe("10.0.0.1 is not a public host");
    const resolve = resolver(["10.0.0.1"]);
    expect((await refusal("http://news.example.org/", { allowLocal: true, resolve })).message).toBe(
      "news.example.org resolves to an address that is not public",
    );
  });
});

describe("redirects", () => {
  it.each([
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is not a public host"],
    ["http://10.0.0.1/admin", "10.0.0.1 is not a public host"],
    ["http://[fd00::1]/", "fd00::1 is not a public host"],
    ["http://2852039166/", "169.254.169.254 is not a public host"],
    ["http://metadata.internal/", "metadata.internal is not a public host"],
    ["file:///etc/passwd", "only http and https links are read"],
  ])("are checked again: one to %s is refused", async (target, message) => {
    const path = `/to-${encodeURIComponent(target)}`;
    site.pages.set(path, { status: 302, headers: { location: target } });
    expect(await refusal(`${site.base}${path}`, { allowLocal: true })).toEqual({ message, lasting: true });
  });

  it("are checked as they connect: one to a name that resolves to a private address is refused", async () => {
    site.pages.set("/to-named", { status: 301, headers: { location: "http://cdn.example.org/page" } });
    const resolve = resolver(["192.168.1.20"]);
    expect((await refusal(`${site.base}/to-named`, { allowLocal: true, resolve })).message).toBe(
      "cdn.example.org resolves to an address that is not public",
    );
  });

  it("are followed three times at most, relative ones against the page they came from", async () => {
    site.pages.set("/r/1", { status: 301, headers: { location: "/r/2" } });
    site.pages.set("/r/2", { status: 302, headers: { location: "3" } });
    site.pages.set("/r/3", { status: 307, headers: { location: `${site.base}/r/4` } });
    site.pages.set("/r/4", { body: pageWith({ "og:title": "Arrived" }) });
    const fetched = await safeFetch(`${site.base}/r/1`, PAGE, { allowLocal: true });
    expect(fetched.url).toBe(`${site.base}/r/4`);
    expect(fetched.body.toString()).toContain("Arrived");

    site.pages.set("/r/0", { status: 308, headers: { location: "/r/1" } });
    expect(await refusal(`${site.base}/r/0`, { allowLocal: true })).toEqual({ message: "more than 3 redirects", lasting: true });
  });
});

describe("what is read", () => {
  it("refuses an answer that is not a page, and an image that is not an image", async () => {
    site.pages.set("/data.json", { headers: { "content-type": "application/json" }, body: "{}" });
    expect(await refusal(`${site.base}/data.json`, { allowLocal: true })).toEqual({
      message: "answered application/json, not what was asked for",
      lasting: true,
    });
    site.pages.set("/no-type", { headers: { "content-type": "" }, body: "<title>x</title>" });
    expect((await refusal(`${site.base}/no-type`, { allowLocal: true })).message).toBe("answered no content type, not what was asked for");
    site.pages.set("/picture-page", { body: "<html></html>" });
    expect((await refusal(`${site.base}/picture-page`, { allowLocal: true }, IMAGE)).message).toBe("answered text/html, not what was asked for");
  });

  it("says whether a failed answer may do better later", async () => {
    site.pages.set("/busy", { status: 503, body: "later" });
    expect(await refusal(`${site.base}/busy`, { allowLocal: true })).toEqual({ message: "answered 503", lasting: false });
    expect(await refusal(`${site.base}/missing`, { allowLocal: true })).toEqual({ message: "answered 404", lasting: true });
  });

  it("reads a long page no further than its first 512 KB", async () => {
    const total = 64 * 1024 * 1024;
    let sent = 0;
    let closed = false;
    site.pages.set("/long", (_req, res) => {
      res.on("close", () => {
        closed = true;
      });
      res.writeHead(200, { "content-type": "text/html" });
      res.write(pageWith({ "og:title": "Long" }).replace("</html>", ""));
      const filler = Buffer.alloc(64 * 1024, "a");
      // Written as fast as it is read, up to 64 MB: the reader hangs up once it has enough.
      const more = () => {
        while (!closed && sent < total) {
          sent += filler.length;
          if (!res.write(filler)) return void res.once("drain", more);
        }
        if (!closed) res.end("<meta property='og:description' content='never read'></html>");
      };
      more();
    });
    const fetched = await safeFetch(`${site.base}/long`, PAGE, { allowLocal: true });
    expect(fetched.body.length).toBe(512 * 1024);
    expect(fetched.body.toString()).toContain("Long");
    await expect.poll(() => closed).toBe(true);
    expect(sent).toBeLessThan(total);
  });

  it("refuses an image over 5 MB, whether or not it says its length first", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    site.pages.set("/big.png", { headers: { "content-type": "image/png" }, body: big });
    expect(await refusal(`${site.base}/big.png`, { allowLocal: true }, IMAGE)).toEqual({
      message: `larger than ${5 * 1024 * 1024} bytes`,
      lasting: true,
    });
    site.pages.set("/streamed.png", (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      for (let i = 0; i < 6; i++) res.write(Buffer.alloc(1024 * 1024, 2));
      res.end();
    });
    expect((await refusal(`${site.base}/streamed.png`, { allowLocal: true }, IMAGE)).message).toBe(`larger than ${5 * 1024 * 1024} bytes`);
  });

  it("limits what a compressed answer unpacks to, not what it sends", async () => {
    const page = pageWith({ "og:title": "Packed" });
    site.pages.set("/packed", { headers: { "content-encoding": "gzip" }, body: zlib.gzipSync(page) });
    expect((await safeFetch(`${site.base}/packed`, PAGE, { allowLocal: true })).body.toString()).toBe(page);
    // 6 MB of zeros that travel as a few kilobytes.
    site.pages.set("/bomb.png", {
      headers: { "content-type": "image/png", "content-encoding": "gzip" },
      body: zlib.gzipSync(Buffer.alloc(6 * 1024 * 1024)),
    });
    expect((await refusal(`${site.base}/bomb.png`, { allowLocal: true }, IMAGE)).message).toBe(`larger than ${5 * 1024 * 1024} bytes`);
  });

  it("gives up on a page that does not finish within the time limit", async () => {
    site.pages.set("/trickle", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Slow");
    });
    expect(await refusal(`${site.base}/trickle`, { allowLocal: true, timeLimitMs: 300 })).toEqual({
      message: "no answer within 0.3 s",
      lasting: false,
    });
    site.pages.set("/silent", () => {});
    expect(await refusal(`${site.base}/silent`, { allowLocal: true, timeLimitMs: 300 })).toEqual({
      message: "no answer within 0.3 s",
      lasting: false,
    });
  });

  it("stops when told to", async () => {
    site.pages.set("/held", () => {});
    const stop = new AbortController();
    const fetching = safeFetch(`${site.base}/held`, PAGE, { allowLocal: true, signal: stop.signal });
    await site.waitFor("/held");
    stop.abort();
    await expect(fetching).rejects.toMatchObject({ message: "the fetch was stopped", lasting: false });
  });
});
