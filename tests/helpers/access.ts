import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../server/db/client";
import { databaseDigest } from "./digest";
import type { SignedInUser } from "./factories";
import { png } from "./images";
import type { Agent } from "./test-app";

/** A setup step that must succeed: checks its status and hands back its JSON. */
// biome-ignore lint/suspicious/noExplicitAny: untyped like the res.json() it hands back; a caller names the type when it wants one
export function ok<T = any>(res: LightMyRequestResponse, status: number): T {
  expect(res.statusCode, `setup step answered ${res.body}`).toBe(status);
  return res.json();
}

/** A refusal as a client sees it: the status, and a JSON body that is `{ message }` and nothing else. */
export function expectRefusal(res: LightMyRequestResponse, status: number, context = "") {
  expect(res.statusCode, `${context} -> ${res.body.slice(0, 300)}`).toBe(status);
  expect(res.headers["content-type"], context).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body), context).toEqual(["message"]);
  expect(typeof body.message, context).toBe("string");
}

/** Uploads a small PNG as `user`; the upload URL a post or a profile picture is then made from. */
export async function uploadImage(user: SignedInUser): Promise<string> {
  const { uploadURL } = ok<{ uploadURL: string }>(await user.agent.post("/api/objects/upload"), 200);
  ok(await user.agent.request("PUT", uploadURL, await png(), { "content-type": "image/png" }), 200);
  return uploadURL;
}

type Call = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; body?: unknown };

/**
 * One cell of an access matrix: `agent` sends `call`, and is answered `status`. A refusal is a
 * refusal as a client sees it and changes nothing in the database (a GET, which changes nothing
 * by its nature, is not compared unless `digestGets`); the answer to anything else is handed
 * back for the row's own checks (null for a refusal).
 */
export async function expectAnswer(
  db: Db,
  agent: Agent,
  { method, url, body }: Call,
  status: number,
  context: string,
  { digestGets = true }: { digestGets?: boolean } = {},
): Promise<LightMyRequestResponse | null> {
  const compare = digestGets || method !== "GET";
  const before = compare ? await databaseDigest(db) : "";
  const res = await agent.request(method, url, body);
  if (status >= 400) {
    expectRefusal(res, status, context);
    if (compare) expect(await databaseDigest(db), `${context} changed data`).toBe(before);
    return null;
  }
  expect(res.statusCode, `${context} -> ${res.body.slice(0, 300)}`).toBe(status);
  return res;
}
