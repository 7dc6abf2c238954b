import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Post } from "../../contract/posts";
import type { CurrentUser } from "../../contract/users";
import { connections } from "../../server/db/schema";
import { connectFeeds } from "../../server/services/posts/feed-entries";
import type { Agent, TestApp } from "./test-app";

export type SignedInUser = { user: CurrentUser; agent: Agent; email: string; password: string };

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.org`;

/** Registers a user through the API and returns their signed-in agent. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SignedInUser> {
  const body = {
    email: uniqueEmail(),
    password: "correct horse",
    firstName: "Grace",
    lastName: "Hopper",
    ...overrides,
  };
  const agent = t.agent();
  const res = await agent.post("/api/auth/register", body);
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json(), agent, email: body.email, password: body.password };
}

/** Connects two people directly in the database (the request flow has its own tests). */
export async function connect(t: TestApp, a: SignedInUser, b: SignedInUser): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.insert(connections).values({ requesterId: a.user.id, addresseeId: b.user.id, status: "accepted" });
    await connectFeeds(tx, a.user.id, b.user.id);
  });
}

/** Creates a post through the API as `author`. */
export async function createPost(
  author: SignedInUser,
  body: { content?: string; type?: string; imageUrl?: string | null; videoUrl?: string | null; anonymous?: boolean; category?: string } = {},
): Promise<Post> {
  const res = await author.agent.post("/api/posts", { content: "Grace and peace to you", type: "text", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
