import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { CurrentUser } from "../../contract/users";
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
