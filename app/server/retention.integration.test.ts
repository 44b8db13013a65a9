/**
 * Retention on PGlite and PostgreSQL: expired idempotency keys are deleted and the content of
 * emails sent long ago is cleared, keeping the record that they were sent; the console's ended
 * sessions and old sign-in attempts are deleted, and so are the local mailbox's old messages;
 * young rows and unsent emails are untouched; pruning goes a batch per transaction and rests
 * between two, a booking and other requests get in between, and a stop comes after the batch, not
 * the run; several runs at once prune each row once; the database refuses a row half pruned or a
 * pruned row that was not sent.
 */
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresErrorCode } from "./db/errors.server";
import {
  emailOutbox,
  idempotencyKeys,
  passwordResetRequests,
  signInAttempts,
  staffAccounts,
  staffSessions,
} from "./db/schema.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { emailSha256 } from "./consent.server";
import { enqueueEmails, type NewOutboxEmail } from "./outbox.server";
import { PRUNE_BATCH_SIZE, pruneExpiredData, RetentionJob, type RetentionPolicy } from "./retention.server";
import type { DatabaseHandle } from "./db/client.server";
import { capturedLogger } from "../../tests/support/captured-logger";
import {
  explainRoot,
  loggingDatabase,
  nodesOf,
  type PlanNode,
  type SentStatement,
} from "../../tests/support/statement-plans";
import { raceTest, testDatabases } from "../../tests/support/databases";
import { bookingBody, MONDAY, testFormTokens } from "../../tests/support/fixtures";
import * as z from "zod/mini";
import { bookingRequestSchema } from "~/domain/booking-request";
import { createBooking } from "./bookings.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const policy: RetentionPolicy = {
  idempotencyKeyTtlMs: 24 * HOUR,
  sentEmailBodyTtlMs: 30 * DAY,
  webhookBodyTtlMs: 30 * DAY,
};
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const nothingPruned = {
  idempotencyKeys: 0,
  emailBodies: 0,
  webhookBodies: 0,
  staffSessions: 0,
  signInAttempts: 0,
  passwordResetRequests: 0,
};

function email(recipient: string): NewOutboxEmail {
  return {
    kind: "booking-confirmation",
    recipient,
    content: {
      kind: "booking-confirmation",
      locale: "en",
      name: "Ada Lovelace",
      dateLabel: "Monday, November 23, 2026",
      timeLabel: "10:00 AM EST",
      meetingTypeLabel: "Compliance & Regulations",
      topicLabels: ["Compliance"],
      goals: "Audit our consent flow",
      manageUrl: "https://www.example.com/bookings/1?token=abc",
      bookingPageUrl: "https://www.example.com/book-a-call",
    },
    attachments: [{ filename: "consultation.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
  };
}

// Each test opens a database of its own: PGlite alone takes seconds on a busy machine. The test that
// rests between batches took 4 s alone and 14 s beside two other files (vitest.config.ts), idle.
describe.each(testDatabases)("retention on $name", { timeout: 60_000 }, ({ name, open }) => {
  const race = raceTest({ name });
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function setUp() {
    const database = await open();
    cleanups.push(() => database.close());
    return database;
  }

  /** An email queued at `queuedAt` and, unless it is pending, finished at `sentAt` with that status. */
  async function storeEmail(
    db: Awaited<ReturnType<typeof setUp>>["db"],
    recipient: string,
    queuedAt: Date,
    outcome?: { status: "sent" | "failed"; at: Date },
  ) {
    await enqueueEmails(db, [email(recipient)], queuedAt);
    const [row] = await db
      .update(emailOutbox)
      .set({
        attempts: 2,
        messageId: `<${recipient}-id@maplewiseleads.example>`,
        ...(outcome && { status: outcome.status, sentAt: outcome.status === "sent" ? outcome.at : null }),
      })
      .where(eq(emailOutbox.recipientSha256, emailSha256(recipient)))
      .returning();
    return row!;
  }

  it("deletes idempotency keys older than their TTL and keeps the younger ones", async () => {
    const { db } = await setUp();
    const key = (name: string, createdAt: Date) => ({
      scope: "leads",
      key: name,
      requestHash: "abc",
      responseStatus: 201,
      responseBody: { id: name },
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([
        key("old-key-1", ago(25 * HOUR)),
        key("old-key-2", ago(24 * HOUR + 1)),
        key("young-key", ago(23 * HOUR)),
      ]);

    expect(await pruneExpiredData(db, NOW, policy)).toEqual({ ...nothingPruned, idempotencyKeys: 2 });
    expect((await db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(["young-key"]);
  });

  it("clears what a sent email said and to whom, keeping the record that it was sent", async () => {
    const { db } = await setUp();
    const old = await storeEmail(db, "Ada@Example.com", ago(31 * DAY), {
      status: "sent",
      at: ago(31 * DAY - 60_000),
    });
    const young = await storeEmail(db, "grace@example.com", ago(31 * DAY), {
      status: "sent",
      at: ago(29 * DAY),
    });
    const failed = await storeEmail(db, "failed@example.com", ago(40 * DAY), {
      status: "failed",
      at: ago(39 * DAY),
    });
    const pending = await storeEmail(db, "pending@example.com", ago(40 * DAY));
    // Queued before ADR 042, with its message rendered: its HTML and text say as much.
    const [rendered] = await db
      .insert(emailOutbox)
      .values({
        kind: "booking-confirmation",
        recipient: "hedy@example.com",
        recipientSha256: emailSha256("hedy@example.com"),
        subject: "Your consultation is confirmed",
        html: "<p>Hello Hedy</p>",
        text: "Hello Hedy",
        status: "sent",
        attempts: 1,
        messageId: "<hedy-id@maplewiseleads.example>",
        dueAt: ago(40 * DAY),
        nextAttemptAt: ago(40 * DAY),
        sentAt: ago(40 * DAY),
        createdAt: ago(40 * DAY),
      })
      .returning();

    expect(await pruneExpiredData(db, NOW, policy)).toEqual({ ...nothingPruned, emailBodies: 2 });

    const rows = new Map((await db.select().from(emailOutbox)).map((row) => [row.id, row]));
    expect(old.content).toMatchObject({ name: "Ada Lovelace" });
    for (const pruned of [old, rendered!]) {
      expect(rows.get(pruned.id)).toEqual({
        ...pruned,
        recipient: null,
        subject: null,
        content: null,
        html: null,
        text: null,
        attachments: [],
        prunedAt: NOW,
      });
    }
    expect(rows.get(old.id)!.recipientSha256).toBe(emailSha256("ada@example.com"));
    for (const untouched of [young, failed, pending]) expect(rows.get(untouched.id)).toEqual(untouched);
  });

  it("deletes the console's ended sessions, and the sign-in attempts and reset requests older than their throttle's window", async () => {
    const { db } = await setUp();
    const [account] = await db
      .insert(staffAccounts)
      .values({ email: "owner@maplewiseleads.example", role: "owner" })
      .returning();
    const session = (
      tokenSha256: string,
      times: { lastSeenAt: Date; expiresAt: Date; revokedAt?: Date },
    ) => ({
      tokenSha256,
      staffId: account!.id,
      createdAt: ago(DAY),
      ...times,
    });
    await db.insert(staffSessions).values([
      session("in-use", { lastSeenAt: ago(HOUR), expiresAt: ago(-DAY) }),
      session("past-7-days", { lastSeenAt: ago(HOUR), expiresAt: ago(1) }),
      session("idle-8-hours", { lastSeenAt: ago(8 * HOUR + 1), expiresAt: ago(-DAY) }),
      session("revoked-long-ago", {
        lastSeenAt: ago(9 * HOUR),
        expiresAt: ago(-DAY),
        revokedAt: ago(8 * HOUR + 1),
      }),
    ]);
    const attempt = (attemptedAt: Date) => ({
      emailSha256: emailSha256("owner@maplewiseleads.example"),
      ipAddress: "203.0.113.7",
      succeeded: false,
      attemptedAt,
    });
    await db.insert(signInAttempts).values([attempt(ago(16 * 60_000)), attempt(ago(14 * 60_000))]);
    const resetRequest = (requestedAt: Date) => ({
      emailSha256: emailSha256("owner@maplewiseleads.example"),
      ipAddress: "203.0.113.7",
      admitted: true,
      requestedAt,
    });
    await db
      .insert(passwordResetRequests)
      .values([resetRequest(ago(HOUR + 1)), resetRequest(ago(HOUR - 60_000))]);

    expect(await pruneExpiredData(db, NOW, policy)).toEqual({
      ...nothingPruned,
      staffSessions: 3,
      signInAttempts: 1,
      passwordResetRequests: 1,
    });
    expect((await db.select().from(passwordResetRequests)).map((row) => row.requestedAt)).toEqual([
      ago(HOUR - 60_000),
    ]);
    expect((await db.select().from(staffSessions)).map((row) => row.tokenSha256)).toEqual(["in-use"]);
    expect((await db.select().from(signInAttempts)).map((row) => row.attemptedAt)).toEqual([
      ago(14 * 60_000),
    ]);
    expect(await pruneExpiredData(db, NOW, policy)).toEqual(nothingPruned);
  });

  async function twentySentEmails() {
    const database = await setUp();
    for (let n = 0; n < 20; n++) {
      await storeEmail(database.db, `visitor${n}@example.com`, ago(40 * DAY), {
        status: "sent",
        at: ago(40 * DAY),
      });
    }
    return database;
  }
  async function expectEachPrunedOnce(database: DatabaseHandle) {
    expect(await pruneExpiredData(database.db, NOW, policy)).toEqual(nothingPruned);
    const pruned = await database.db.select().from(emailOutbox);
    expect(pruned.every((row) => row.prunedAt?.getTime() === NOW.getTime())).toBe(true);
  }

  /** Idempotency keys a day past their TTL, stored a few thousand at a time. */
  async function storeExpiredKeys(db: DatabaseHandle["db"], count: number) {
    for (let first = 0; first < count; first += 5_000) {
      await db.insert(idempotencyKeys).values(
        Array.from({ length: Math.min(5_000, count - first) }, (_, n) => ({
          scope: "leads",
          key: `expired-${first + n}`,
          requestHash: "abc",
          responseStatus: 201,
          responseBody: { id: first + n },
          createdAt: ago(2 * DAY),
        })),
      );
    }
  }

  it("prunes in batches until none is left, each row once", async () => {
    const database = await twentySentEmails();
    const leftBeforeEachBatch: number[] = [];
    const requestsFirst = async () => {
      leftBeforeEachBatch.push(await database.db.$count(emailOutbox, isNull(emailOutbox.prunedAt)));
    };
    expect(
      (await pruneExpiredData(database.db, NOW, policy, { batchSize: 7, requestsFirst }))?.emailBodies,
    ).toBe(20);
    // Batches of 7: 7, 7 and 6, and the third, short of a full batch, is the last.
    expect(leftBeforeEachBatch).toEqual([20, 13, 6]);
    await expectEachPrunedOnce(database);
  });

  it("reads each batch through the index of the expired rows' instant, not from the table's first page", async () => {
    const handle = await setUp();
    await storeExpiredKeys(handle.db, 5_000);
    await enqueueEmails(
      handle.db,
      Array.from({ length: 5_000 }, (_, n) => email(`visitor${n}@example.com`)),
      ago(40 * DAY),
    );
    await handle.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: ago(40 * DAY), attempts: 1 })
      .where(eq(emailOutbox.status, "pending"));
    // Most of each table has expired: the case in which reading the table from its first page
    // looked cheap to the planner (and, reasoned rather than measured, each later batch would read
    // past the rows the ones before had pruned).
    const sent: SentStatement[] = [];
    const { db: logging, client } = loggingDatabase(handle, sent);
    await client.query("analyze");
    await pruneExpiredData(logging, NOW, policy, { batchSize: 100, stopped: () => true });

    const scanned = [];
    for (const statement of sent.filter(({ query }) => /"(idempotency_keys|email_outbox)"/.test(query))) {
      const root = await explainRoot<{ Plan: PlanNode }>(client, statement);
      scanned.push(
        ...nodesOf(root.Plan)
          .filter((node) => node["Relation Name"])
          .map((node) =>
            `${node["Node Type"]} on ${node["Relation Name"]} ${node["Index Name"] ?? ""}`.trim(),
          ),
      );
    }
    // The batches themselves; which way the keys are then found again is the planner's choice at
    // this size (at 100,000 keys, through the primary key).
    expect(scanned).toEqual(
      expect.arrayContaining([
        "Index Scan on idempotency_keys idempotency_keys_created_at_idx",
        "Index Scan on email_outbox email_outbox_unpruned_sent_at_idx",
      ]),
    );
    expect(scanned.filter((scan) => scan.startsWith("Seq Scan on email_outbox"))).toEqual([]);
  });

  it("lets a booking in between two batches rather than after the whole run", async (context) => {
    context.skip(
      name !== "PGlite",
      "PGlite only: it runs one transaction at a time, so a single long one would hold a booking back; on PostgreSQL pruning and a booking touch different rows",
    );
    const { db } = await setUp();
    // A hundred batches: the booking's few statements each wait for one at most.
    await storeExpiredKeys(db, 10_000);
    const deps = {
      db,
      now: () => NOW,
      salesInbox: "sales@maplewiseleads.example",
      siteUrl: "https://www.maplewiseleads.example",
      logger: createLogger("silent"),
      formTokens: testFormTokens,
    };
    const book = (timeSlot: string) =>
      createBooking(deps, z.parse(bookingRequestSchema, bookingBody({ date: MONDAY, timeSlot })), {}, {});
    // A first booking loads the email templates, which would otherwise take longer than the run.
    await book("11:00");
    const finished: string[] = [];
    const pruning = pruneExpiredData(db, NOW, policy, { batchSize: 100 }).then((pruned) => {
      finished.push("pruning");
      return pruned;
    });
    const booking = book("10:00").then((outcome) => {
      finished.push("booking");
      return outcome;
    });
    const [pruned] = await Promise.all([pruning, booking]);
    expect(pruned?.idempotencyKeys).toBe(10_000);
    expect(finished).toEqual(["booking", "pruning"]);
  });

  it("rests between two batches, long enough for requests to be answered one after another", async () => {
    const { db } = await setUp();
    await storeExpiredKeys(db, 10_000);
    // Requests to the same process, each sent once the one before is answered. On PGlite, whose
    // queries never leave the event loop's turn, back-to-back batches answered none until the end
    // of the run (issue 27, item 5); with a turn between two batches and no rest, a request waited
    // a batch for each turn it took, and a few dozen were answered in a run of a hundred.
    const server = createServer((_request, response) => response.end("answered"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as AddressInfo;
    let pruning = true;
    const run = pruneExpiredData(db, NOW, policy, { batchSize: 100 }).finally(() => {
      pruning = false;
    });
    let answered = 0;
    while (pruning) {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("answered");
      answered++;
    }
    expect((await run)?.idempotencyKeys).toBe(10_000);
    expect(answered, "requests answered during a run of 100 batches").toBeGreaterThanOrEqual(200);
  });

  it("lets the site's waiting requests go first before each batch", async () => {
    const { db } = await setUp();
    await storeExpiredKeys(db, 250);
    const keysWhenAsked: number[] = [];
    const requestsFirst = async () => {
      keysWhenAsked.push(await db.$count(idempotencyKeys));
    };
    await pruneExpiredData(db, NOW, policy, { batchSize: 100, requestsFirst });
    // Batches of 100, 100 and 50, each after the site's requests.
    expect(keysWhenAsked).toEqual([250, 150, 50]);
  });

  it("stops between two batches once asked, and the next run prunes the rest", async () => {
    const { db } = await setUp();
    await storeExpiredKeys(db, 1_000);
    let asked = 0;
    const stopped = () => ++asked === 3;
    expect(await pruneExpiredData(db, NOW, policy, { batchSize: 100, stopped })).toMatchObject({
      idempotencyKeys: 300,
    });
    expect(await db.$count(idempotencyKeys)).toBe(700);
    expect(await pruneExpiredData(db, NOW, policy, { batchSize: 100 })).toMatchObject({
      idempotencyKeys: 700,
    });
  });

  it("prunes each row once however many runs there are one after another", async () => {
    const database = await twentySentEmails();
    expect((await pruneExpiredData(database.db, NOW, policy))?.emailBodies).toBe(20);
    await expectEachPrunedOnce(database);
  });

  race("prunes each row once however many runs there are at once", async () => {
    const database = await twentySentEmails();
    const runs = await Promise.all([1, 2, 3].map(() => pruneExpiredData(database.db, NOW, policy)));
    // A run that found another one at work skipped (undefined); together they pruned each row once.
    expect(runs.reduce((sum, run) => sum + (run?.emailBodies ?? 0), 0)).toBe(20);
    await expectEachPrunedOnce(database);
  });

  it("refuses a row half pruned, and a pruned row that was not sent", async () => {
    const { db } = await setUp();
    const sent = await storeEmail(db, "ada@example.com", ago(40 * DAY), {
      status: "sent",
      at: ago(40 * DAY),
    });
    const pending = await storeEmail(db, "grace@example.com", ago(1 * DAY));
    const violation = (work: Promise<unknown>) => work.then(() => "accepted", postgresErrorCode);

    expect(
      await violation(db.update(emailOutbox).set({ content: null }).where(eq(emailOutbox.id, sent.id))),
    ).toBe("23514");
    expect(
      await violation(
        db
          .update(emailOutbox)
          .set({ recipient: null, subject: null, content: null, prunedAt: NOW })
          .where(eq(emailOutbox.id, pending.id)),
      ),
    ).toBe("23514");
    await pruneExpiredData(db, NOW, policy);
    // Sent again? Only with its content back, which pruning has cleared for good.
    expect(
      await violation(db.update(emailOutbox).set({ status: "pending" }).where(eq(emailOutbox.id, sent.id))),
    ).toBe("23514");
  });

  it("runs as a job that logs counts only, and stops", async () => {
    const { db } = await setUp();
    await storeEmail(db, "ada@example.com", ago(40 * DAY), { status: "sent", at: ago(40 * DAY) });
    const { lines, logger } = capturedLogger();
    const job = new RetentionJob({ db, policy, logger, now: () => NOW });
    job.start();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    await job.stop();

    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "Expired personal data pruned",
      idempotencyKeys: 0,
      emailBodies: 1,
      staffSessions: 0,
      signInAttempts: 0,
      ms: expect.any(Number),
    });
    expect(lines[0]).not.toContain("ada");
  });

  it("waits PRUNE_DELAY_SECONDS before its first run", async () => {
    const { db } = await setUp();
    await storeExpiredKeys(db, 10);
    const { lines, logger } = capturedLogger();
    // The job's own timers only: the database and the batches' rest keep real time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const early = new RetentionJob({ db, policy, logger, now: () => NOW, firstRunAfterMs: 60_000 });
      early.start();
      await vi.advanceTimersByTimeAsync(59_999);
      // stop() waits for a run in progress: had one started, its batch would have pruned the keys.
      await early.stop();
      expect(await db.$count(idempotencyKeys)).toBe(10);
      expect(lines).toEqual([]);

      const due = new RetentionJob({ db, policy, logger, now: () => NOW, firstRunAfterMs: 60_000 });
      due.start();
      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      await due.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await db.$count(idempotencyKeys)).toBe(0);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "Expired personal data pruned", idempotencyKeys: 10 });
  });

  it("stops at the end of the batch it is in, not of its run", async () => {
    const { db } = await setUp();
    await storeExpiredKeys(db, 2_000);
    const { lines, logger } = capturedLogger();
    const job = new RetentionJob({ db, policy, logger, now: () => NOW });
    job.start();
    await job.stop();
    // One batch; a shutdown does not wait for the backlog.
    expect(await db.$count(idempotencyKeys)).toBe(2_000 - PRUNE_BATCH_SIZE);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "Expired personal data pruned",
      idempotencyKeys: PRUNE_BATCH_SIZE,
    });
  });

  it("deletes the local mailbox's messages sent longer ago than a sent email's content is kept", async () => {
    const { db } = await setUp();
    const mailDir = await mkdtemp(path.join(tmpdir(), "retention-mail-"));
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
    const transport = createMailTransport({ mailDir, log: () => undefined });
    /** A message written to the mailbox `age` before NOW, as the outbox writes it. */
    const written = async (name: string, age: number) => {
      const { location } = await transport.send({
        from: "hello@maplewiseleads.example",
        to: `${name}@example.com`,
        subject: `For ${name}`,
        html: `<p>Hello ${name}</p>`,
        text: `Hello ${name}`,
        messageId: `<${name}@maplewiseleads.example>`,
        queuedAt: ago(age),
      });
      await utimes(location!, ago(age), ago(age));
      return path.basename(location!);
    };
    await written("ada", 31 * DAY);
    await written("grace", 30 * DAY + 60_000);
    const young = await written("hedy", 29 * DAY);
    transport.close();
    const { lines, logger } = capturedLogger();

    const job = new RetentionJob({ db, policy, logger, now: () => NOW, localMailDir: mailDir });
    job.start();
    await vi.waitFor(() =>
      expect(lines.map((line) => JSON.parse(line) as { msg: string })).toContainEqual(
        expect.objectContaining({ msg: "Expired messages deleted from the local mailbox", mailboxFiles: 2 }),
      ),
    );
    await job.stop();
    expect(await readdir(mailDir)).toEqual([young]);
    expect(lines.join("\n")).not.toMatch(/ada|grace/);
  });
});
