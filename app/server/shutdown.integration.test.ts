import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "./app.server";
import { emailOutbox } from "./db/schema.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { OutboxWorker } from "./outbox.server";
import { RetentionJob } from "./retention.server";
import { shutDownGracefully } from "./shutdown.server";
import { pgliteTestDatabase } from "./testing/databases.server";
import { testFormTokens } from "./testing/fixtures.server";

describe("a graceful shutdown", () => {
  it("lets the request in flight finish, stops the worker and closes the database", async () => {
    const database = await pgliteTestDatabase.open();
    const logger = createLogger("silent");
    const mailDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
    const transport = createMailTransport({ mailDir, log: () => undefined });
    const worker = new OutboxWorker({
      db: database.db,
      transport,
      from: "a@example.com",
      logger,
      pollIntervalMs: 20,
    });
    const retention = new RetentionJob({
      db: database.db,
      policy: { idempotencyKeyTtlMs: 3_600_000, sentEmailBodyTtlMs: 86_400_000 },
      logger,
    });
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let markReceived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (markReceived = resolve));
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
      // A page that answers only when the test lets it, to have a request in flight.
      pages: [
        async (_req, res) => {
          markReceived();
          await slow;
          res.send("finished");
        },
      ],
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    const database = await pgliteTestDatabase.open();
    const logger = createLogger("silent");
    const transport = createMailTransport({
      mailDir: mkdtempSync(path.join(tmpdir(), "site-shutdown-")),
      log: () => undefined,
    });
    const worker = new OutboxWorker({ db: database.db, transport, from: "a@example.com", logger });
    const retention = new RetentionJob({
      db: database.db,
      policy: { idempotencyKeyTtlMs: 3_600_000, sentEmailBodyTtlMs: 86_400_000 },
      logger,
    });
    let markReceived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (markReceived = resolve));
    const app = createApp({
      database,
      logger,
      trustProxy: 0,
      siteUrl: "http://127.0.0.1",
      salesInbox: "sales@example.com",
      postsPerWindow: 100,
      now: () => new Date(),
      onMailQueued: () => undefined,
      formTokens: testFormTokens,
      // A page that never answers: a stuck request.
      pages: [() => markReceived()],
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const stuck = fetch(`${origin}/stuck`).then(
      () => "answered",
      () => "connection cut",
    );
    await received;
    const started = Date.now();
    expect(await shutDownGracefully({ server, worker, retention, transport, database, logger }, 500)).toBe(
      "deadline passed",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
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
