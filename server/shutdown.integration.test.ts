import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { emailOutbox } from "../app/server/db/schema.server";
import { createLogger } from "../app/server/logger.server";
import { createMailTransport } from "../app/server/mail/transport.server";
import { renderInThisThread } from "../app/server/mail/templates.server";
import { OutboxWorker } from "../app/server/outbox.server";
import { RetentionJob } from "../app/server/retention.server";
import { shutDownGracefully } from "./shutdown";
import { pgliteTestDatabase } from "../tests/support/databases";
import { testFormTokens } from "../tests/support/fixtures";

/** The parts of a running site, on a fresh database, with one page: the handler given. */
async function startParts(page: RequestHandler) {
  const database = await pgliteTestDatabase.open();
  const logger = createLogger("silent");
  const transport = createMailTransport({
    mailDir: mkdtempSync(path.join(tmpdir(), "site-shutdown-")),
    log: () => undefined,
  });
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: "a@example.com",
    render: renderInThisThread("https://www.example.com"),
    logger,
    pollIntervalMs: 20,
  });
  const retention = new RetentionJob({
    db: database.db,
    policy: { idempotencyKeyTtlMs: 3_600_000, sentEmailBodyTtlMs: 86_400_000, webhookBodyTtlMs: 86_400_000 },
    logger,
  });
  const app = createApp({
    database,
    logger,
    trustProxy: 0,
    siteUrl: "http://127.0.0.1",
    salesInbox: "sales@example.com",
    postsPerWindow: 100,
    now: () => new Date(),
    onMailQueued: () => worker.nudge(),
    formTokens: testFormTokens,
    pages: [page],
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { database, logger, transport, worker, retention, server, origin };
}

describe("a graceful shutdown", () => {
  it("lets the request in flight finish, stops the worker and closes the database", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let markReceived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (markReceived = resolve));
    // A page that answers only when the test lets it, to have a request in flight.
    const { database, logger, transport, worker, retention, server, origin } = await startParts(
      async (_req, res) => {
        markReceived();
        await slow;
        res.send("finished");
      },
    );
    worker.start();
    retention.start();

    const inFlight = fetch(`${origin}/slow`).then((r) => r.text());
    await received;
    const stopping = shutDownGracefully({ server, worker, retention, transport, database, logger }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.listening).toBe(false);
    release();
    expect(await inFlight).toBe("finished");
    expect(await stopping).toBe("clean");

    await expect(database.ping()).rejects.toThrow();
    await expect(database.db.select().from(emailOutbox)).rejects.toThrow();
  });
  it("cuts the connections left at its deadline and says so, instead of waiting for ever", async () => {
    let markReceived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (markReceived = resolve));
    // A page that never answers: a stuck request.
    const { database, logger, transport, worker, retention, server, origin } = await startParts(() =>
      markReceived(),
    );

    const stuck = fetch(`${origin}/stuck`).then(
      () => "answered",
      () => "connection cut",
    );
    await received;
    const started = Date.now();
    expect(await shutDownGracefully({ server, worker, retention, transport, database, logger }, 500)).toBe(
      "deadline passed",
    );
    // It waited out its deadline rather than cut at once. Node's timers count from the event loop's
    // clock, read when this turn began, which can be behind Date.now() here: a CI run saw 499 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await stuck).toBe("connection cut");
    // With its last connection cut, the drain goes on to stop the worker and close the database.
    await vi.waitUntil(
      () =>
        database.ping().then(
          () => false,
          () => true,
        ),
      { timeout: 10_000 },
    );
  });
});
