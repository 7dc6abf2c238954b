import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { startBackgroundTask } from "../../../server/core/background-task";
import { queryRows } from "../../../server/db/client";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";
import { sample } from "./samples";

// GET /metrics on the app's port, for a scraper bearing METRICS_TOKEN.
const TOKEN = "a-metrics-token-long-enough";
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

const scrape = async () => {
  const res = await t()
    .agent()
    .get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

const requests = (text: string, labels: Record<string, string>) => sample(text, "koinonia_http_request_duration_seconds_count", labels) ?? 0;

describe("GET /metrics with METRICS_TOKEN set", () => {
  it("answers a scraper bearing the token with the Prometheus text format", async () => {
    const res = await t()
      .agent()
      .get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "koinonia_event_streams_open",
      "koinonia_task_queue_depth",
      "koinonia_http_request_duration_seconds",
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.body, "koinonia_event_streams_open")).toBe(0);
    expect(sample(res.body, "koinonia_push_batches_under_way")).toBe(0);
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong token", { authorization: "Bearer a-wrong-token-of-some-length" }],
    ["a token one character short", { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ["the token without the Bearer scheme", { authorization: TOKEN }],
  ])("refuses %s with a 401 in the one error shape", async (_, headers: Record<string, string>) => {
    const res = await t().agent().get("/metrics", headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe("Bearer");
    expect(res.json()).toEqual({ message: expect.stringContaining("METRICS_TOKEN") });
  });

  it("counts the hot answers served from memory and those read from the database", async () => {
    const ann = await createUser(t());
    const answers = (text: string, result: string) => sample(text, "koinonia_read_cache_answers_total", { result }) ?? 0;
    const before = await scrape();
    // Asked again until answered from memory (after a write of this process, such as the
    // sign-in's, the cache waits for the database to confirm it first).
    await expect
      .poll(async () => {
        await ann.agent.get("/api/notifications/count");
        return answers(await scrape(), "hit");
      })
      .toBeGreaterThan(answers(before, "hit"));
    const after = await scrape();
    expect(answers(after, "miss")).toBeGreaterThan(answers(before, "miss"));
    expect(sample(after, "koinonia_read_cache_bytes")).toBeGreaterThan(0);
  });

  it("records every route's requests in one hook", () => {
    expect(t().app.printRoutes({ includeHooks: true })).toContain("recordRequest");
  });

  it("counts a request under its route template, never the URL it was asked by", async () => {
    const labels = { method: "GET", route: "/api/posts/:id/comments" };
    const before = await scrape();
    const res = await t().agent().get("/api/posts/987654/comments");
    const status = { ...labels, status_code: String(res.statusCode) };
    const after = await scrape();
    expect(requests(after, status)).toBe(requests(before, status) + 1);
    expect(after).not.toContain("/api/posts/987654/comments");
  });

  it("counts every path that no route matches under one label", async () => {
    const before = await scrape();
    await t().agent().get("/no-such-page-3141");
    const after = await scrape();
    const labels = { method: "GET", route: "unmatched", status_code: "404" };
    expect(requests(after, labels)).toBe(requests(before, labels) + 1);
    expect(after).not.toContain("no-such-page-3141");
  });

  it("shows a queued mail in the mail sender's queue, and how long it has waited", async () => {
    // Due tomorrow, so the sender leaves it be; written two hours ago.
    await queryRows(t().db, sql`delete from mail_outbox`);
    await queryRows(
      t().db,
      sql`insert into mail_outbox (to_address, subject, text_body, html_body, next_attempt_at, created_at)
          values ('someone@example.org', 'Hello', 'Hello', '<p>Hello</p>', now() + interval '1 day', now() - interval '2 hours')`,
    );
    const text = await scrape();
    expect(sample(text, "koinonia_task_queue_depth", { task: "mail_sender" })).toBe(1);
    expect(sample(text, "koinonia_task_queue_oldest_seconds", { task: "mail_sender" })).toBeGreaterThanOrEqual(3600);
    for (const task of ["feed_fanout", "notice_mailer", "suggestion_lists", "prayer_reminders", "file_sweep"]) {
      expect(sample(text, "koinonia_task_queue_depth", { task })).toBeGreaterThanOrEqual(0);
    }
  });

  it("counts each run of a background task, and when one last succeeded", async () => {
    const task = startBackgroundTask(async () => {}, {
      name: "metrics_test_task",
      everyMs: 60_000,
      firstAfterMs: 0,
      log: t().app.log,
      failure: "",
    });
    try {
      await vi.waitFor(async () => {
        const text = await scrape();
        expect(sample(text, "koinonia_task_run_duration_seconds_count", { task: "metrics_test_task", outcome: "ok" })).toBe(1);
        expect(sample(text, "koinonia_task_last_success_timestamp_seconds", { task: "metrics_test_task" })).toBeGreaterThan(0);
      });
    } finally {
      await task.close();
    }
  });
});
