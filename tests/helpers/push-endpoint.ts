import { type ECDH, createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";

/** A browser's side of a push subscription: the keys it hands the site, and the private key it keeps. */
export type TestBrowser = {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

/** A push request as the push service received it. */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type TestPushService = {
  /** A browser subscribed at `path` on this service, with keys of its own. */
  browser(path: string): TestBrowser;
  received: ReceivedPush[];
  /** The status the service answers for a path (201 unless set). */
  answer: Map<string, number>;
  waitFor(path: string, count?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

/** A browser's key pair and auth secret, and the keys of its subscription (base64url). */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
}

/** A push service on a loopback port that takes every push and keeps it. */
export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(req.url ?? "") ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const to = (path: string) => received.filter((r) => r.path === path);
  return {
    browser(path) {
      const { ecdh, auth, keys } = browserKeys();
      const endpoint = `${base}${path}`;
      return { endpoint, ecdh, auth, subscription: { endpoint, keys } };
    },
    received,
    answer,
    async waitFor(path, count = 1) {
      await expect.poll(() => to(path).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
      return to(path);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/**
 * Decrypts a push message's body as the browser would (RFC 8291, aes128gcm content encoding,
 * RFC 8188): one record, whose key is agreed between the browser's key pair and the sender's
 * one-off public key carried in the record's header.
 */
export function decryptPush(browser: TestBrowser, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const browserKey = browser.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey, senderKey]);
  const ikm = hkdf(browser.auth, browser.ecdh.computeSecret(senderKey), keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's text ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return JSON.parse(padded.subarray(0, end).toString("utf8"));
}

/**
 * The claims of a push request's VAPID token (RFC 8292), once its signature is checked against
 * the public key it names, which is returned too.
 */
export function vapidOf(push: ReceivedPush): { publicKey: string; claims: { aud: string; sub: string; exp: number } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization));
  expect(match, String(push.headers.authorization)).not.toBeNull();
  const [, token, publicKey] = match!;
  const [header, claims, signature] = token!.split(".");
  const point = Buffer.from(publicKey!, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature!, "base64url"));
  expect(signed).toBe(true);
  return { publicKey: publicKey!, claims: JSON.parse(Buffer.from(claims!, "base64url").toString("utf8")) };
}
