import { describe, expect, it } from "vitest";
import { useTestApp } from "../../helpers/test-app";

// Without METRICS_TOKEN or METRICS_PORT nothing is measured and /metrics is no route at all.
const t = useTestApp();

describe("metrics off (the default)", () => {
  it("answers /metrics as it answers any unknown path", async () => {
    const metrics = await t().agent().get("/metrics", { authorization: "Bearer a-metrics-token-long-enough" });
    const unknown = await t().agent().get("/no-such-path");
    expect(metrics.statusCode).toBe(404);
    expect({ status: metrics.statusCode, body: metrics.json() }).toEqual({
      status: unknown.statusCode,
      body: { message: expect.any(String) },
    });
  });

  it("adds no hook that records requests", () => {
    expect(t().app.hasRoute({ method: "GET", url: "/metrics" })).toBe(false);
    expect(t().app.printRoutes({ includeHooks: true })).not.toContain("recordRequest");
  });
});
