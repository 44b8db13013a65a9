import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.server";
import { openDatabase } from "./db/client.server";
import { emailOutbox } from "./db/schema.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { OutboxWorker } from "./outbox.server";
import { RetentionJob } from "./retention.server";
import { shutDownGracefully } from "./shutdown.server";

describe("a graceful shutdown", () => {
  it("lets the request in flight finish, stops the worker and closes the database", async () => {
    const database = await openDatabase({ kind: "pglite-memory" });
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
    const stopping = shutDownGracefully({ server, worker, retention, transport, database, logger });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.listening).toBe(false);
    release();
    expect(await inFlight).toBe("finished");
    await stopping;

    await expect(database.ping()).rejects.toThrow();
    await expect(database.db.select().from(emailOutbox)).rejects.toThrow();
  });
});
