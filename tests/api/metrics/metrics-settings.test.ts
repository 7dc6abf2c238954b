import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/core/config";

describe("the metrics settings", () => {
  it("are off unless METRICS_TOKEN or METRICS_PORT is set", () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "sixteen-chars-ok" }).metrics).toEqual({ token: "sixteen-chars-ok", port: undefined });
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ token: undefined, port: 9464 });
  });

  it.each([
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN must be at least 16 characters"],
    [{ METRICS_PORT: "ninety" }, "METRICS_PORT must be a port number, 1 to 65535"],
    [{ METRICS_PORT: "80.5" }, "METRICS_PORT must be a port number, 1 to 65535"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT must be a port number, 1 to 65535"],
    [{ METRICS_PORT: "70000" }, "METRICS_PORT must be a port number, 1 to 65535"],
    [{ METRICS_PORT: "5000" }, "METRICS_PORT must differ from PORT"],
  ])("refuse %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
