/**
 * The outbox against a real SMTP peer (smtp-server on 127.0.0.1): what a booking queues arrives
 * with its calendar file; a peer that is down is retried until it is back; a message too old is
 * given up; and two workers on one PostgreSQL deliver each message exactly once.
 */
import { execFile } from "node:child_process";
import PostalMime from "postal-mime";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server";
import { emailOutbox } from "./db/schema.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { enqueueEmails, OutboxWorker, type RetryPolicy } from "./outbox.server";
import { startApi } from "./testing/api-server.server";
import { testDatabases } from "./testing/databases.server";
import { bookingBody } from "./testing/fixtures.server";
import { type SmtpPeer, startSmtpPeer, unusedPort } from "./testing/smtp-peer.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const quickRetries: RetryPolicy = {
  firstRetryMs: 1_000,
  maxRetryMs: 60_000,
  giveUpAfterMs: 24 * 3_600_000,
  leaseMs: 60_000,
};

function workerFor(database: DatabaseHandle, smtpUrl: string, now: () => Date) {
  const transport = createMailTransport({ smtpUrl, mailDir: "/nonexistent", log: () => undefined });
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: "Maplewise Leads <hello@maplewiseleads.example>",
    logger: createLogger("silent"),
    now,
    retryPolicy: quickRetries,
  });
  return { worker, close: () => transport.close() };
}

function testEmail(n: number) {
  return {
    kind: "lead-confirmation",
    recipient: `visitor${n}@example.com`,
    subject: `Message ${n}`,
    html: `<p>Message ${n}</p>`,
    text: `Message ${n}`,
    attachments: [],
  };
}

describe.each(testDatabases)("the outbox on $name", ({ name, open }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const database = await open();
    cleanups.push(() => database.close());
    return database;
  }
  async function peer(port?: number): Promise<SmtpPeer> {
    const smtp = await startSmtpPeer(port);
    cleanups.push(() => smtp.close());
    return smtp;
  }

  it("delivers a booking's confirmation with the .ics attached, and the staff notification", async () => {
    const database = await setUp();
    const smtp = await peer();
    const api = await startApi(database, { now: () => NOW });
    cleanups.push(() => api.close());
    const response = await fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(
        bookingBody({ meetingType: "lead-generation", topics: ["ppl", "tracking"], timeSlot: "14:20" }),
      ),
    });
    expect(response.status).toBe(201);

    const { worker, close } = workerFor(database, smtp.url, () => NOW);
    cleanups.push(close);
    expect(await worker.runOnce()).toBe(2);
    expect(smtp.received).toHaveLength(2);

    const messages = await Promise.all(smtp.received.map((raw) => PostalMime.parse(raw)));
    const confirmation = messages.find((m) => m.to?.[0]?.address === "ada@example.com")!;
    expect(confirmation.subject).toContain("Monday, November 23, 2026");
    expect(confirmation.text).toContain("2:20 PM EST");
    expect(confirmation.html).toContain("20 minutes");
    expect(confirmation.attachments).toHaveLength(1);
    const [ics] = confirmation.attachments;
    expect(ics!.filename).toBe("consultation.ics");
    expect(ics!.mimeType).toBe("text/calendar");
    const icsText = (
      typeof ics!.content === "string" ? ics!.content : new TextDecoder().decode(ics!.content)
    ).replace(/\r\n[ \t]/g, "");
    expect(icsText).toContain("DTSTART:20261123T192000Z");
    expect(messages.find((m) => m.to?.[0]?.address === "sales@example.com")?.subject).toContain(
      "New consultation booked",
    );

    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
    expect(await worker.runOnce()).toBe(0);
  });

  it("retries with backoff while the SMTP peer is down and delivers once it is back", async () => {
    const database = await setUp();
    const port = await unusedPort();
    let now = NOW;
    const { worker, close } = workerFor(database, `smtp://127.0.0.1:${port}`, () => now);
    cleanups.push(close);
    await enqueueEmails(database.db, [testEmail(1)], NOW);

    expect(await worker.runOnce()).toBe(0);
    let [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBe(NOW.getTime() + 1_000);

    // Not due yet: nothing is tried.
    expect(await worker.runOnce()).toBe(0);
    [row] = await database.db.select().from(emailOutbox);
    expect(row!.attempts).toBe(1);

    now = new Date(NOW.getTime() + 1_000);
    expect(await worker.runOnce()).toBe(0);
    [row] = await database.db.select().from(emailOutbox);
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + 2_000);

    const smtp = await peer(port);
    now = new Date(now.getTime() + 2_000);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("gives a message up as failed once it is 24 hours old", async () => {
    const database = await setUp();
    const port = await unusedPort();
    const now = new Date(NOW.getTime() + 24 * 3_600_000);
    const { worker, close } = workerFor(database, `smtp://127.0.0.1:${port}`, () => now);
    cleanups.push(close);
    await enqueueEmails(database.db, [testEmail(1)], NOW);
    await worker.runOnce();
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
  });

  it.runIf(name === "PostgreSQL")(
    "lets two server processes deliver each message exactly once",
    async () => {
      const database = await setUp();
      const smtp = await peer();
      await enqueueEmails(
        database.db,
        Array.from({ length: 60 }, (_, i) => testEmail(i)),
        new Date(),
      );

      const drainInAnotherProcess = () =>
        new Promise<number>((resolve, reject) => {
          execFile(
            "node_modules/.bin/tsx",
            ["app/server/testing/outbox-drain-process.ts"],
            { env: { ...process.env, DATABASE_URL: (database as { url?: string }).url, SMTP_URL: smtp.url } },
            (error, stdout) =>
              error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1)!).sent),
          );
        });
      const [first, second] = await Promise.all([drainInAnotherProcess(), drainInAnotherProcess()]);

      expect(first + second).toBe(60);
      const subjects = smtp.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
      const pending = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
      expect(pending).toHaveLength(0);
    },
    60_000,
  );
});
