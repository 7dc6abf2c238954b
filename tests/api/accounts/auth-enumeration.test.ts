import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { createTestApp, useTestApp } from "../../helpers/test-app";

// Signing in must not tell whether an e-mail has an account: an unknown e-mail and a known
// one with a wrong password get the same status and the same body, and take about as long
// (both run argon2: a miss is checked against a decoy hash). The time bound is generous, a
// factor of two between medians, so that a busy machine does not make it flaky; a miss that
// skipped argon2 (no decoy check) answers about five times faster.

const t = useTestApp();
const ROUNDS = 15;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe("signing in with a wrong e-mail or a wrong password", () => {
  it("answers both alike, in about the same time", async () => {
    const known = await createUser(t());
    const agent = t().agent();
    const signIn = async (email: string) => {
      const started = performance.now();
      const res = await agent.post("/api/auth/login", { email, password: "not the password" });
      return { res, ms: performance.now() - started };
    };
    // The first miss also makes the decoy hash; the first of each warms its path.
    await signIn(uniqueEmail("nobody"));
    await signIn(known.email);

    const times = { unknown: [] as number[], wrongPassword: [] as number[] };
    const answers = new Set<string>();
    for (let i = 0; i < ROUNDS; i++) {
      // Interleaved, so that a slow spell on the machine falls on both alike.
      const unknown = await signIn(uniqueEmail("nobody"));
      const wrong = await signIn(known.email);
      for (const { res } of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.headers["set-cookie"]).toBeUndefined();
        answers.add(res.body);
      }
      times.unknown.push(unknown.ms);
      times.wrongPassword.push(wrong.ms);
    }
    expect([...answers]).toEqual([JSON.stringify({ message: "Invalid email or password" })]);

    const ratio = median(times.unknown) / median(times.wrongPassword);
    console.log(
      `sign-in medians: unknown e-mail ${median(times.unknown).toFixed(1)} ms, wrong password ${median(times.wrongPassword).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

// Signing up says when an address already has an account: the product's sign-up flow starts a
// session at once, so there is no way to answer a taken address and a free one alike without
// changing it. What bounds the asking instead: a client IP makes RATE_LIMIT_SIGNUPS_IP_MAX
// sign-up attempts per window, whatever their addresses, and an address is tried
// RATE_LIMIT_AUTH_ACCOUNT_MAX times per window, from however many clients. A refusal at either
// limit reads the same for a taken address as for a free one.
describe("signing up with an address that has an account", () => {
  const HOUR = 60 * 60 * 1000;
  const tooMany = { message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/) };

  it("says so, to at most RATE_LIMIT_SIGNUPS_IP_MAX attempts per client IP and RATE_LIMIT_AUTH_ACCOUNT_MAX per address per window", async () => {
    let clock = Date.parse("2026-03-01T09:00:00Z");
    const app = await createTestApp({
      env: {
        RATE_LIMIT_SIGNUPS_IP_MAX: "3",
        RATE_LIMIT_SIGNUPS_WINDOW_SECONDS: "3600",
        RATE_LIMIT_AUTH_ACCOUNT_MAX: "4",
        TRUST_PROXY: "true",
      },
      now: () => clock,
    });
    try {
      const known = await createUser(app);
      const signUp = (email: string, from: string) =>
        app
          .agent()
          .post("/api/auth/register", { email, password: "secret-77", firstName: "Pat", lastName: "Probe" }, { "x-forwarded-for": from });

      // One client: the taken address is told apart, until the client's sign-ups are spent.
      const prober = "203.0.113.7";
      expect((await signUp(known.email, prober)).json()).toEqual({ message: "An account with this email already exists" });
      expect((await signUp(uniqueEmail("free"), prober)).statusCode).toBe(201);
      expect((await signUp(known.email, prober)).statusCode).toBe(409);
      const [taken, free] = [await signUp(known.email, prober), await signUp(uniqueEmail("free"), prober)];
      for (const res of [taken, free]) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual(tooMany);
      }
      // Signing in is not held back by it.
      const signIn = await app.agent().post("/api/auth/login", { email: known.email, password: known.password }, { "x-forwarded-for": prober });
      expect(signIn.statusCode).toBe(200);

      // Many clients: one address is tried four times in all, sign-ins included (its own
      // sign-up, the two answered above and the sign-in), and then from nowhere else.
      const fromElsewhere = await signUp(known.email, "203.0.113.8");
      expect(fromElsewhere.statusCode).toBe(429);
      expect(fromElsewhere.json()).toEqual(tooMany);
      expect((await signUp(uniqueEmail("free"), "203.0.113.8")).statusCode).toBe(201);

      // A window later, the client may ask again.
      clock += HOUR;
      expect((await signUp(known.email, prober)).statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});
