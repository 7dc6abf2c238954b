import { describe, expect, it } from "vitest";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// A fake clock walks sessions past their idle and absolute limits.
let clock = Date.parse("2026-01-01T00:00:00Z");
const HOUR = 60 * 60 * 1000;
const t = useTestApp({
  now: () => clock,
  env: { SESSION_IDLE_TIMEOUT_HOURS: "2", SESSION_ABSOLUTE_TIMEOUT_HOURS: "5" },
});

describe("session expiry", () => {
  it("ends a session left idle longer than the idle timeout", async () => {
    const { agent } = await createUser(t());
    clock += 2 * HOUR - 60_000;
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
    // That request counted as activity: the idle clock starts again from here.
    clock += 2 * HOUR - 60_000;
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
    clock += 2 * HOUR + 1;
    expect((await agent.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("ends a session at its absolute limit however active it is", async () => {
    const { agent } = await createUser(t());
    for (let elapsed = 0; elapsed < 5 * HOUR - HOUR; elapsed += HOUR) {
      clock += HOUR;
      expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
    }
    clock += HOUR + 1;
    expect((await agent.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("sets the cookie to expire with the session's absolute limit", async () => {
    const res = await t()
      .agent()
      .post("/api/auth/register", {
        email: `absolute-${clock}@example.org`,
        password: "secret-77",
        firstName: "A",
        lastName: "B",
      });
    expect(res.headers["set-cookie"]).toContain(`Max-Age=${5 * 60 * 60};`);
  });
});
