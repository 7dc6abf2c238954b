import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { type AppOptions, buildApp } from "../../server/app";
import type { Clock } from "../../server/core/clock";
import { loadConfig } from "../../server/core/config";
import type { Database, Db, OpenOptions } from "../../server/db/client";
import { openTestDatabase } from "./databases";
import { localStorage } from "../../server/storage/local-storage";
import type { Storage } from "../../server/storage/open-storage";

export type TestApp = {
  app: FastifyInstance;
  /** The app's data folder (its mail outbox is `outbox/` in it when no SMTP_URL is set). */
  dataDir: string;
  db: Db;
  database: Database;
  /** A client with its own cookie jar, like one browser. */
  agent(): Agent;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  now?: Clock;
  database?: OpenOptions;
  storage?: Storage;
  onRoute?: AppOptions["onRoute"];
  /** Pino options (a `stream` to read what is logged); silent by default. */
  logger?: AppOptions["logger"];
  /**
   * A running test app this one is a restart of: it opens on that app's database and data
   * folder, and leaves both to that app when it closes.
   */
  restartOf?: TestApp;
};

export const TEST_SECRET = "test-secret-that-is-long-enough-to-sign-uploads";

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { restartOf } = options;
  const database = restartOf?.database ?? (await openTestDatabase(inject("databaseTemplate"), options.database));
  // The app's own folder (an outbox of mail when no SMTP_URL is given): never the project's ./data.
  const dataDir = restartOf?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-data-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://koinonia.test",
    NODE_ENV: "test",
    SERVE_CLIENT: "false",
    RATE_LIMIT_AUTH_IP_MAX: "10000",
    RATE_LIMIT_AUTH_ACCOUNT_MAX: "10000",
    RATE_LIMIT_SIGNUPS_IP_MAX: "10000",
    RATE_LIMIT_WRITES_PER_MINUTE: "10000",
    // Every test's people are new accounts; their own limits have their own tests.
    RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR: "10000",
    RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR: "10000",
    RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR: "10000",
    RATE_LIMIT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: "10000",
    RATE_LIMIT_NEW_ACCOUNT_MESSAGES_PER_HOUR: "10000",
    ...options.env,
  });
  const objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-objects-"));
  const local = localStorage(objectsDir, TEST_SECRET);
  const storage = options.storage ?? { storage: local, localUploads: { storage: local, secret: TEST_SECRET } };
  const app = await buildApp({ config, db: database.db, storage, logger: options.logger ?? false, now: options.now, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    dataDir,
    db: database.db,
    database,
    agent: () => new Agent(app),
    close: async () => {
      await app.close();
      fs.rmSync(objectsDir, { recursive: true, force: true });
      if (restartOf) return;
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the app listen on a free loopback port, for what inject() cannot do (event streams,
 * raw sockets, timeouts); returns the port and the base URL.
 */
export async function listenOnLoopback(t: TestApp): Promise<{ port: number; base: string }> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return { port, base: `http://127.0.0.1:${port}` };
}

/** One app per test file: `const t = useTestApp()` then `t().agent()` inside tests. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error("useTestApp: the app is not ready yet");
    return testApp;
  };
}

type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined && !Buffer.isBuffer(body) ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body) } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === "" || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("PUT", url, body, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("PATCH", url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request("DELETE", url, undefined, headers);
}
