/**
 * The outbox against a real SMTP peer (smtp-server on 127.0.0.1) and the local mailbox: what a
 * booking queues arrives with its calendar file; a peer that is down is retried until it is back;
 * a message too old is given up; two workers on one PostgreSQL deliver each message exactly once;
 * a message delivered again after a crash replaces its own file; the rows of a dead worker are
 * sent once its lease runs out; mail queued by another connection wakes the worker at once; and a
 * batch's emails are rendered a turn of the event loop apart, so that requests are answered between.
 * The worker renders each email from its stored template data as the request did before ADR 042,
 * and still sends a row queued before that with the HTML and text it holds.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import PostalMime from "postal-mime";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client.server";
import { emailOutbox } from "./db/schema.server";
import { createLogger } from "./logger.server";
import { renderEmail, renderInThisThread } from "./mail/templates.server";
import { createMailTransport, type MailTransport } from "./mail/transport.server";
import {
  defaultRetryPolicy,
  enqueueEmails,
  OUTBOX_CHANNEL,
  OutboxWorker,
  type RetryPolicy,
} from "./outbox.server";
import { emailSha256 } from "./consent.server";
import { startApi } from "../../tests/support/api-server";
import { capturedLogger } from "../../tests/support/captured-logger";
import { raceTest, testDatabases } from "../../tests/support/databases";
import { holdTableLock } from "../../tests/support/lock-barrier";
import { bookingBody } from "../../tests/support/fixtures";
import { emailSamples } from "../../tests/support/email-samples";
import { keepingTransport, testEmail, testSiteUrl } from "../../tests/support/outbox-emails";
import { type SmtpPeer, startSmtpPeer, unusedPort } from "../../tests/support/smtp-peer";

const NOW = new Date("2026-11-20T15:00:00Z");
const quickRetries: RetryPolicy = {
  firstRetryMs: 1_000,
  maxRetryMs: 60_000,
  giveUpAfterMs: 24 * 3_600_000,
  leaseMs: 60_000,
  sendTimeoutMs: 30_000,
};

function workerFor(database: DatabaseHandle, smtpUrl: string, now: () => Date) {
  const transport = createMailTransport({ smtpUrl, mailDir: "/nonexistent", log: () => undefined });
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: "Maplewise Leads <hello@maplewiseleads.example>",
    render: renderInThisThread(testSiteUrl),
    logger: createLogger("silent"),
    now,
    retryPolicy: quickRetries,
  });
  return { worker, close: () => transport.close() };
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
  async function mailbox() {
    const mailDir = await mkdtemp(path.join(tmpdir(), "outbox-mailbox-"));
    const transport = createMailTransport({ mailDir, log: () => undefined });
    cleanups.push(async () => {
      transport.close();
      await rm(mailDir, { recursive: true, force: true });
    });
    return { mailDir, transport, files: () => readdir(mailDir) };
  }
  function worker(
    database: DatabaseHandle,
    transport: MailTransport,
    options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {},
  ) {
    const outbox = new OutboxWorker({
      db: database.db,
      transport,
      from: "Maplewise Leads <hello@maplewiseleads.example>",
      render: renderInThisThread(testSiteUrl),
      logger: createLogger("silent"),
      ...options,
    });
    cleanups.push(() => outbox.stop());
    return outbox;
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

    // Sent, each once; the reminder waits for the day before the meeting.
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ["booking-confirmation", "sent", 1],
      ["booking-notification", "sent", 1],
      ["booking-reminder", "pending", 0],
    ]);
    expect(await worker.runOnce()).toBe(0);
  });

  it("stores what each template needs, and sends every kind as the request rendered it before (ADR 042)", async () => {
    const database = await setUp();
    const transport = keepingTransport();
    await enqueueEmails(
      database.db,
      emailSamples.map((sample, n) => testEmail(n, { content: sample.content })),
      NOW,
    );

    const rows = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipient);
    expect(rows).toHaveLength(emailSamples.length);
    for (const row of rows)
      expect(row).toMatchObject({ html: null, text: null, subject: expect.any(String) });

    expect(await worker(database, transport, { now: () => NOW }).runOnce()).toBe(emailSamples.length);
    const sentTo = new Map(transport.sent.map((email) => [email.to, email]));
    for (const [n, sample] of emailSamples.entries()) {
      // What the request used to render and store, from the same content and origin.
      const before = await renderEmail(sample.content, testSiteUrl);
      const sent = sentTo.get(`visitor${n}@example.com`);
      expect({ subject: sent?.subject, html: sent?.html, text: sent?.text }, sample.name).toEqual(before);
      expect(rows.find((row) => row.recipient === `visitor${n}@example.com`)?.subject).toBe(before.subject);
    }
  });

  it("still sends an email queued before ADR 042, with the HTML and text it was stored with", async () => {
    const database = await setUp();
    const transport = keepingTransport();
    // As migration 0012 leaves a row that was pending: its message rendered, no template data.
    await database.db.insert(emailOutbox).values({
      kind: "lead-confirmation",
      recipient: "old@example.com",
      recipientSha256: emailSha256("old@example.com"),
      subject: "Queued before the upgrade",
      html: "<p>Rendered by the request</p>",
      text: "Rendered by the request",
      dueAt: NOW,
      nextAttemptAt: NOW,
    });

    expect(await worker(database, transport, { now: () => NOW }).runOnce()).toBe(1);
    expect(transport.sent).toEqual([
      expect.objectContaining({
        to: "old@example.com",
        subject: "Queued before the upgrade",
        html: "<p>Rendered by the request</p>",
        text: "Rendered by the request",
      }),
    ]);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, content: null });
  });

  it("sends each of a booking's emails once, whichever of two workers takes it", async () => {
    const database = await setUp();
    const api = await startApi(database, { now: () => NOW });
    cleanups.push(() => api.close());
    const response = await fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody()),
    });
    expect(response.status).toBe(201);

    const transport = keepingTransport();
    const workers = [1, 2].map(() => worker(database, transport, { now: () => NOW }));
    const passes = await Promise.all(workers.map((outbox) => outbox.runOnce()));
    expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(2);
    expect(await Promise.all(workers.map((outbox) => outbox.runOnce()))).toEqual([0, 0]);

    expect(transport.sent.map((email) => email.to).sort()).toEqual(["ada@example.com", "sales@example.com"]);
    const rows = await database.db.select().from(emailOutbox);
    for (const row of rows.filter((row) => row.kind !== "booking-reminder")) {
      const sent = transport.sent.find((email) => email.to === row.recipient)!;
      expect(sent).toMatchObject({ subject: row.subject, messageId: row.messageId });
      expect(sent.html).toEqual((await renderEmail(row.content!, testSiteUrl)).html);
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    }
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

  it("sends every due row in one pass, a batch at a time", async () => {
    const database = await setUp();
    const { transport, files } = await mailbox();
    const outbox = worker(database, transport, { batchSize: 3, now: () => NOW });
    await enqueueEmails(
      database.db,
      Array.from({ length: 7 }, (_, i) => testEmail(i)),
      NOW,
    );

    expect(await outbox.runOnce()).toBe(7);
    expect(await files()).toHaveLength(7);
  }, 30_000);

  it("lets the site's waiting requests go first before each batch", async () => {
    const database = await setUp();
    const { transport, files } = await mailbox();
    const sentWhenAsked: number[] = [];
    const outbox = worker(database, transport, {
      batchSize: 3,
      now: () => NOW,
      requestsFirst: async () => {
        sentWhenAsked.push((await files()).length);
      },
    });
    await enqueueEmails(
      database.db,
      Array.from({ length: 7 }, (_, i) => testEmail(i)),
      NOW,
    );

    expect(await outbox.runOnce()).toBe(7);
    expect(sentWhenAsked).toEqual([0, 3, 6]);
  }, 30_000);

  it("marks a batch's sent rows sent, each at the time its send ended, and leaves its failed row to be retried", async () => {
    const database = await setUp();
    const refusing = "visitor2@example.com";
    const kept = keepingTransport();
    const transport: MailTransport = {
      send: (email) =>
        email.to === refusing ? Promise.reject(new Error("550 mailbox full")) : kept.send(email),
      close: () => undefined,
    };
    // Each reading of the clock a second later than the one before.
    let ticks = 0;
    const outbox = worker(database, transport, {
      batchSize: 10,
      now: () => new Date(NOW.getTime() + ticks++ * 1_000),
      retryPolicy: quickRetries,
    });
    await enqueueEmails(
      database.db,
      [1, 2, 3].map((n) => testEmail(n)),
      NOW,
    );

    expect(await outbox.runOnce()).toBe(2);
    const rows = await database.db.select().from(emailOutbox).orderBy(emailOutbox.recipient);
    expect(rows.map(({ recipient, status, attempts }) => ({ recipient, status, attempts }))).toEqual([
      { recipient: "visitor1@example.com", status: "sent", attempts: 1 },
      { recipient: refusing, status: "pending", attempts: 1 },
      { recipient: "visitor3@example.com", status: "sent", attempts: 1 },
    ]);
    expect(rows[1]!.lastError).toBe("550 mailbox full");
    expect(rows[1]!.sentAt).toBeNull();
    // The claim read the clock first; each send ended at a reading of its own, after it.
    const sentAt = [rows[0]!.sentAt!.getTime(), rows[2]!.sentAt!.getTime()];
    expect(new Set(sentAt).size).toBe(2);
    for (const at of sentAt) expect(at).toBeGreaterThan(NOW.getTime());
    expect(kept.sent.map((email) => email.to).sort()).toEqual([
      "visitor1@example.com",
      "visitor3@example.com",
    ]);
  }, 30_000);

  it("renders a batch's emails a turn of the event loop apart, so that requests are answered between them", async () => {
    const database = await setUp();
    const transport = keepingTransport();
    const outbox = worker(database, transport, { batchSize: 10, now: () => NOW });
    await enqueueEmails(
      database.db,
      Array.from({ length: 10 }, (_, i) => testEmail(i)),
      NOW,
    );
    // Rendered once first: the first render of a process loads its templates, which yields.
    await renderEmail(testEmail(0).content!, testSiteUrl);
    // Another request's view: at each turn of the event loop, how many emails had been rendered
    // and handed to the transport. A batch rendered at once went from 0 to 10 between two turns
    // (on PGlite, whose queries never leave the turn they start in, the whole pass was one turn).
    const handedOver: number[] = [];
    let watching = true;
    const watch = () => {
      handedOver.push(transport.sent.length);
      if (watching) setImmediate(watch);
    };
    setImmediate(watch);
    expect(await outbox.runOnce()).toBe(10);
    watching = false;
    const partWay = new Set(handedOver.filter((count) => count > 0 && count < 10));
    expect(partWay.size, handedOver.join(",")).toBeGreaterThanOrEqual(8);
    expect(transport.sent).toHaveLength(10);
  }, 30_000);

  it("counts a send that does not finish in time as failed, to be retried", async () => {
    const database = await setUp();
    const silent: MailTransport = { send: () => new Promise(() => undefined), close: () => undefined };
    const outbox = worker(database, silent, {
      now: () => NOW,
      retryPolicy: { ...quickRetries, sendTimeoutMs: 100 },
    });
    await enqueueEmails(database.db, [testEmail(1)], NOW);

    expect(await outbox.runOnce()).toBe(0);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/within 100 ms/);
    expect(row!.nextAttemptAt.getTime()).toBe(NOW.getTime() + quickRetries.firstRetryMs);
  }, 30_000);

  it("writes a message delivered again after a crash over its own file, leaving no temporary file", async () => {
    const database = await setUp();
    const { mailDir, transport, files } = await mailbox();
    let now = NOW;
    const outbox = worker(database, transport, { now: () => now });
    await enqueueEmails(database.db, [testEmail(1)], NOW);

    expect(await outbox.runOnce()).toBe(1);
    const [first] = await database.db.select().from(emailOutbox);
    expect(first!.messageId).toBe(`<${first!.id}@maplewiseleads.example>`);
    expect(first!.recipientSha256).toBe(emailSha256("Visitor1@Example.com"));
    const written = await files();
    expect(written).toEqual([`2026-11-20T15-00-00.000Z-${first!.id}@maplewiseleads.example.eml`]);

    // The crash: the file was written, but the row was never marked sent; its lease runs out.
    await database.db
      .update(emailOutbox)
      .set({ status: "pending", sentAt: null })
      .where(eq(emailOutbox.id, first!.id));
    now = new Date(first!.nextAttemptAt.getTime() + defaultRetryPolicy.leaseMs);
    expect(await outbox.runOnce()).toBe(1);

    expect(await files()).toEqual(written);
    const eml = await readFile(path.join(mailDir, written[0]!), "utf8");
    expect(eml.match(/^Message-ID: .*$/gm)).toEqual([`Message-ID: ${first!.messageId}`]);
    expect(eml).toContain("Subject: Message 1");
    const [again] = await database.db.select().from(emailOutbox);
    expect(again).toMatchObject({ status: "sent", attempts: 2, messageId: first!.messageId });
  }, 30_000);

  it("sends the rows of a worker that died once its lease has run out, and the dead worker cannot undo it", async () => {
    const database = await setUp();
    const { transport, files } = await mailbox();
    // A worker that claims its rows and then hangs, as one whose process was killed mid-send.
    let wakeTheDead: (error: Error) => void = () => undefined;
    const hanging: MailTransport = {
      send: () => new Promise((_resolve, reject) => (wakeTheDead = reject)),
      close: () => undefined,
    };
    const dead = worker(database, hanging, {
      now: () => NOW,
      retryPolicy: { ...defaultRetryPolicy, sendTimeoutMs: 3_600_000 },
    });
    await enqueueEmails(database.db, [testEmail(1)], NOW);
    const deadPass = dead.runOnce();
    await vi.waitFor(async () => {
      const [row] = await database.db.select().from(emailOutbox);
      expect(row!.attempts).toBe(1);
    });

    let now = new Date(NOW.getTime() + defaultRetryPolicy.leaseMs - 1_000);
    const live = worker(database, transport, { now: () => now });
    expect(await live.runOnce()).toBe(0);
    now = new Date(NOW.getTime() + defaultRetryPolicy.leaseMs);
    expect(await live.runOnce()).toBe(1);
    expect(await files()).toHaveLength(1);
    // Within 60 s of the claim even when it is only noticed at the next poll.
    expect(defaultRetryPolicy.leaseMs + 5_000).toBeLessThanOrEqual(60_000);

    wakeTheDead(new Error("The dead worker's send finally fails"));
    expect(await deadPass).toBe(0);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  }, 30_000);

  it("is woken by mail queued on another connection, without waiting for a poll", async () => {
    const database = await setUp();
    const { files } = await mailbox().then(async (box) => {
      const outbox = worker(database, box.transport, { pollIntervalMs: 3_600_000 });
      await database.listen(OUTBOX_CHANNEL, () => outbox.nudge(), createLogger("silent"));
      outbox.start();
      return box;
    });
    // On PostgreSQL a pool of its own, as another server process would have; PGlite has one connection.
    const other =
      name === "PostgreSQL" ? await openDatabase({ kind: "postgres", url: database.url! }) : database;
    if (other !== database) cleanups.push(() => other.close());

    await other.db.transaction((tx) => enqueueEmails(tx, [testEmail(1), testEmail(2)], new Date()));

    await vi.waitFor(async () => expect(await files()).toHaveLength(2), { timeout: 5_000, interval: 50 });
  }, 30_000);

  it.runIf(name === "PostgreSQL")(
    "listens again after the database drops the listening connection, logging only the code",
    async () => {
      const database = await setUp();
      const { transport, files } = await mailbox();
      const { lines, logger } = capturedLogger();
      const outbox = worker(database, transport, { pollIntervalMs: 3_600_000 });
      await database.listen(OUTBOX_CHANNEL, () => outbox.nudge(), logger);
      outbox.start();
      const listenerPids = async () => {
        const result = await database.db.execute(sql`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${`listen ${OUTBOX_CHANNEL}`}`);
        return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
      };
      const [listener] = await listenerPids();
      expect(listener).toBeDefined();

      await database.db.execute(sql`select pg_terminate_backend(${listener})`);
      await vi.waitFor(
        async () => {
          const pids = await listenerPids();
          expect(pids).toHaveLength(1);
          expect(pids).not.toContain(listener);
        },
        { timeout: 10_000, interval: 100 },
      );

      const other = await openDatabase({ kind: "postgres", url: database.url! });
      cleanups.push(() => other.close());
      await other.db.transaction((tx) => enqueueEmails(tx, [testEmail(1)], new Date()));
      await vi.waitFor(async () => expect(await files()).toHaveLength(1), { timeout: 5_000, interval: 50 });

      const warning = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((l) => l.level === 40);
      expect(warning).toMatchObject({ code: "57P01", channel: OUTBOX_CHANNEL });
      expect(lines.join("\n")).not.toMatch(/terminat|postgres:\/\//i);
    },
    30_000,
  );

  raceTest({ name })(
    "lets two server processes claiming at once deliver each message exactly once, each some of them",
    async () => {
      const database = await setUp();
      const smtp = await peer();
      await enqueueEmails(
        database.db,
        Array.from({ length: 60 }, (_, i) => testEmail(i)),
        new Date(),
      );

      const drainer = () => {
        const child = spawn("node_modules/.bin/tsx", ["tests/support/outbox-drain-process.ts"], {
          env: { ...process.env, DATABASE_URL: database.url, SMTP_URL: smtp.url },
          stdio: ["pipe", "pipe", "inherit"],
        });
        const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
        const nextLine = async () => {
          const line = await lines.next();
          if (line.done) throw new Error("The drain process ended without a word");
          return JSON.parse(line.value) as { ready?: true; sent?: number };
        };
        cleanups.push(() => void child.kill());
        return { child, nextLine };
      };
      const drainers = [drainer(), drainer()] as const;
      // Both ready (connected), then both told at once; the barrier holds their first claims until
      // both have sent it, so that they claim from the same rows at the same moment. Without it, one
      // process took every row before the other had started, and SKIP LOCKED was never needed.
      for (const { nextLine } of drainers) expect(await nextLine()).toEqual({ ready: true });
      const barrier = await holdTableLock(database.url!, "email_outbox", "access exclusive");
      for (const { child } of drainers) child.stdin.write("go\n");
      await barrier.waitingAtLeast(2);
      await barrier.release();
      const sentBy = async ({ nextLine }: (typeof drainers)[number]) => (await nextLine()).sent!;
      const [first, second] = await Promise.all([sentBy(drainers[0]), sentBy(drainers[1])]);

      expect(first + second).toBe(60);
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
      const subjects = smtp.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
      const pending = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
      expect(pending).toHaveLength(0);
    },
    60_000,
  );
});
