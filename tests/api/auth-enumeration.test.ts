import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

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
