import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app";
import { uniqueEmail } from "../helpers/factories";

const attempt = (agent: { post: (u: string, b: unknown, h?: Record<string, string>) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }> }, email: string, headers?: Record<string, string>) =>
  agent.post("/api/auth/login", { email, password: "wrong password" }, headers);

describe("sign-in and sign-up rate limits", () => {
  it("limits attempts per account and per IP, with Retry-After, and forgets them after the window", async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_AUTH_IP_MAX: "5", RATE_LIMIT_AUTH_ACCOUNT_MAX: "2", RATE_LIMIT_AUTH_WINDOW_SECONDS: "2" },
    });
    try {
      const agent = t.agent();
      const [a, b, c] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
      // Account a: at the limit no 429, above it 429.
      expect((await attempt(agent, a)).statusCode).toBe(401);
      expect((await attempt(agent, a)).statusCode).toBe(401);
      const limited = await attempt(agent, a);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });

      // Another account from the same IP still works until the IP's own limit (5).
      expect((await attempt(agent, b)).statusCode).toBe(401);
      expect((await attempt(agent, b)).statusCode).toBe(401);
      expect((await attempt(agent, c)).statusCode).toBe(429);

      // Sign-up shares the IP's budget.
      const signUp = await agent.post("/api/auth/register", { email: uniqueEmail(), password: "secret1", firstName: "A", lastName: "B" });
      expect(signUp.statusCode).toBe(429);

      // A forged X-Forwarded-For does not make a new client when no proxy is trusted.
      expect((await attempt(agent, c, { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(429);

      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await attempt(agent, a)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("counts by the forwarded client address when TRUST_PROXY is set", async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_AUTH_IP_MAX: "1", RATE_LIMIT_AUTH_ACCOUNT_MAX: "100", TRUST_PROXY: "true" },
    });
    try {
      const agent = t.agent();
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(401);
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(429);
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.2" })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
