import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { SignedInUser } from "./factories";
import { png } from "./images";

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
