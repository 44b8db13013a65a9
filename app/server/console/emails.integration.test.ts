/**
 * The console's outbox on PGlite and PostgreSQL: the list by state, newest first, a page at a
 * time, with counts; the resend of a failed email, which the worker then tries for another 24
 * hours; and the resends refused: an email not failed, a meeting's email once the meeting moved,
 * was cancelled or began, an expired setup link, each with the reason the list gives in advance.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { createLogger } from "../logger.server";
import { createMailTransport } from "../mail/transport.server";
import { renderInThisThread } from "../mail/templates.server";
import { enqueueEmails, OutboxWorker } from "../outbox.server";
import { startApi } from "../../../tests/support/api-server";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody, MONDAY } from "../../../tests/support/fixtures";
import { testEmail, testSiteUrl } from "../../../tests/support/outbox-emails";
import { startSmtpPeer, unusedPort } from "../../../tests/support/smtp-peer";
import { EMAILS_PAGE_SIZE, outboxPage, resendEmail, type ResendOutcome } from "./emails.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const HOUR = 3_600_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(testDatabases)("the console's outbox on $name", ({ open }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function setUp() {
    const database = await open();
    cleanups.push(() => database.close());
    return database;
  }

  /** A worker whose every send fails (nothing listens on the port) or goes to a real SMTP peer. */
  async function worker(database: DatabaseHandle, now: () => Date, delivering: boolean) {
    const smtpUrl = delivering
      ? (await startSmtpPeer().then((peer) => (cleanups.push(() => peer.close()), peer))).url
      : `smtp://127.0.0.1:${await unusedPort()}`;
    const transport = createMailTransport({ smtpUrl, mailDir: "/nonexistent", log: () => undefined });
    cleanups.push(() => transport.close());
    return new OutboxWorker({
      db: database.db,
      transport,
      from: "Maplewise Leads <hello@maplewiseleads.example>",
      render: renderInThisThread(testSiteUrl),
      logger: createLogger("silent"),
      now,
    });
  }

  async function failed(db: DatabaseHandle["db"], where: ReturnType<typeof eq>, attempts = 9) {
    const [row] = await db
      .update(emailOutbox)
      .set({
        status: "failed",
        attempts,
        lastError: "550 mailbox unavailable",
        messageId: "<kept@maplewise.example>",
      })
      .where(where)
      .returning();
    return row!;
  }

  const audited: ResendOutcome[] = [];
  const record = async (_tx: unknown, outcome: Extract<ResendOutcome, { kind: "resent" }>) => {
    audited.push(outcome);
  };

  it("lists the outbox newest first, a page at a time, by state, with a count per state", async () => {
    const { db } = await setUp();
    for (let n = 1; n <= 30; n++) await enqueueEmails(db, [testEmail(n)], later(n * 60_000));
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: NOW })
      .where(eq(emailOutbox.subject, "Message 3"));
    await failed(db, eq(emailOutbox.subject, "Message 7"));

    const first = await outboxPage(db, { state: undefined, cursor: undefined }, NOW);
    expect(first.entries).toHaveLength(EMAILS_PAGE_SIZE);
    expect(first.entries.slice(0, 2).map((entry) => entry.subject)).toEqual(["Message 30", "Message 29"]);
    expect(first.counts).toEqual({ pending: 28, sent: 1, failed: 1 });
    expect(first.previous).toBeUndefined();
    const second = await outboxPage(db, { state: undefined, cursor: first.next }, NOW);
    expect(second.entries.map((entry) => entry.subject)).toEqual([
      "Message 5",
      "Message 4",
      "Message 3",
      "Message 2",
      "Message 1",
    ]);
    expect(second.next).toBeUndefined();
    const back = await outboxPage(db, { state: undefined, cursor: second.previous }, NOW);
    expect(back.entries.map((entry) => entry.id)).toEqual(first.entries.map((entry) => entry.id));

    const onlyFailed = await outboxPage(db, { state: "failed", cursor: undefined }, NOW);
    expect(onlyFailed.next).toBeUndefined();
    expect(onlyFailed.entries).toEqual([
      expect.objectContaining({
        subject: "Message 7",
        status: "failed",
        attempts: 9,
        lastError: "550 mailbox unavailable",
        recipient: "visitor7@example.com",
        belongsTo: undefined,
        resendProblem: undefined,
      }),
    ]);
    expect(
      (await outboxPage(db, { state: "sent", cursor: undefined }, NOW)).entries.map((entry) => entry.subject),
    ).toEqual(["Message 3"]);
  });

  it("names the booking an email belongs to", async () => {
    const database = await setUp();
    const api = await startApi(database, { now: () => NOW });
    cleanups.push(() => api.close());
    const response = await fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody()),
    });
    const { id } = (await response.json()) as { id: string };
    const { entries } = await outboxPage(database.db, { state: undefined, cursor: undefined }, NOW);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(
      ["booking-confirmation", "booking-notification", "booking-reminder"].sort(),
    );
    for (const entry of entries) expect(entry.belongsTo).toEqual({ type: "booking", id, erased: false });
  });

  it("resends a failed email: pending and due now, attempts from 0, the same Message-ID", async () => {
    const database = await setUp();
    const { db } = database;
    await enqueueEmails(db, [testEmail(1)], new Date(NOW.getTime() - 72 * HOUR));
    const before = await failed(db, eq(emailOutbox.subject, "Message 1"));

    expect(await resendEmail(db, before.id, NOW, record)).toEqual({
      kind: "resent",
      emailKind: "lead-confirmation",
      previousAttempts: 9,
    });
    expect(audited.at(-1)).toMatchObject({ previousAttempts: 9 });
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, before.id));
    expect(after).toEqual({ ...before, status: "pending", attempts: 0, dueAt: NOW, nextAttemptAt: NOW });

    // Queued three days ago, it would be given up at the first refusal; due now, it is retried.
    let now = later(60_000);
    await (await worker(database, () => now, false)).runOnce();
    const [retrying] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, before.id));
    expect(retrying).toMatchObject({ status: "pending", attempts: 1, messageId: "<kept@maplewise.example>" });

    now = retrying!.nextAttemptAt;
    expect(await (await worker(database, () => now, true)).runOnce()).toBe(1);
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, before.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("resends only a failed email: a queued or sent one, or one that is gone, is left as it is", async () => {
    const { db } = await setUp();
    await enqueueEmails(db, [testEmail(1), testEmail(2)], NOW);
    const [sent] = await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: NOW })
      .where(eq(emailOutbox.subject, "Message 2"))
      .returning();
    const [pending] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Message 1"));
    const rowsBefore = await db.select().from(emailOutbox);

    expect(await resendEmail(db, pending!.id, NOW, record)).toEqual({
      kind: "not-failed",
      status: "pending",
    });
    expect(await resendEmail(db, sent!.id, NOW, record)).toEqual({ kind: "not-failed", status: "sent" });
    expect(await resendEmail(db, "00000000-0000-4000-8000-000000000000", NOW, record)).toEqual({
      kind: "not-found",
    });
    expect(await db.select().from(emailOutbox)).toEqual(rowsBefore);
  });

  it("does not resend a meeting's email once the meeting moved, was cancelled or began", async () => {
    const database = await setUp();
    const { db } = database;
    let now = NOW;
    const api = await startApi(database, { now: () => now });
    cleanups.push(() => api.close());
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${api.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as { id: string; manageUrl: string };
    };
    const book = (timeSlot: string) => post("/api/bookings", bookingBody({ timeSlot }));
    const confirmationOf = (id: string) =>
      failed(db, and(eq(emailOutbox.appointmentId, id), eq(emailOutbox.kind, "booking-confirmation"))!);

    const moved = await book("10:00");
    const movedConfirmation = await confirmationOf(moved.id);
    const cancelled = await book("11:00");
    const cancelledConfirmation = await confirmationOf(cancelled.id);
    const untouched = await book("12:00");
    const untouchedConfirmation = await confirmationOf(untouched.id);

    now = later(60_000);
    const query = (booking: { manageUrl: string }) => new URL(booking.manageUrl, api.origin).search;
    await post(`/api/bookings/${moved.id}/reschedule${query(moved)}`, { date: MONDAY, timeSlot: "14:00" });
    await post(`/api/bookings/${cancelled.id}/cancel${query(cancelled)}`, { reason: "" });

    // The list gives each reason before anyone clicks, and offers the rest.
    const problems = async (at: Date) =>
      new Map(
        (await outboxPage(db, { state: "failed", cursor: undefined }, at)).entries.map((entry) => [
          entry.id,
          entry.resendProblem,
        ]),
      );
    expect(await problems(now)).toEqual(
      new Map([
        [movedConfirmation.id, "The meeting was moved since; the visitor got the newer email."],
        [cancelledConfirmation.id, "The meeting was cancelled since; the visitor was told."],
        [untouchedConfirmation.id, undefined],
      ]),
    );
    expect((await problems(new Date("2026-11-23T17:00:00Z"))).get(untouchedConfirmation.id)).toBe(
      "The meeting has already started.",
    );

    expect(await resendEmail(db, movedConfirmation.id, now, record)).toEqual({
      kind: "out-of-date",
      reason: "The meeting was moved since; the visitor got the newer email.",
    });
    expect(await resendEmail(db, cancelledConfirmation.id, now, record)).toEqual({
      kind: "out-of-date",
      reason: "The meeting was cancelled since; the visitor was told.",
    });
    // The cancellation itself, and the sales inbox's notice of the move, may well go again.
    const [cancellation] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.appointmentId, cancelled.id), eq(emailOutbox.kind, "booking-cancelled")));
    await failed(db, eq(emailOutbox.id, cancellation!.id));
    expect(await resendEmail(db, cancellation!.id, now, record)).toMatchObject({ kind: "resent" });

    // Monday 12:00 has begun: its confirmation would come too late.
    expect(await resendEmail(db, untouchedConfirmation.id, new Date("2026-11-23T17:00:00Z"), record)).toEqual(
      {
        kind: "out-of-date",
        reason: "The meeting has already started.",
      },
    );
    expect(await resendEmail(db, untouchedConfirmation.id, now, record)).toMatchObject({ kind: "resent" });
  });

  it("does not resend a console link that has expired", async () => {
    const { db } = await setUp();
    await enqueueEmails(db, [testEmail(1, { kind: "staff-setup" })], new Date(NOW.getTime() - 24 * HOUR));
    await enqueueEmails(
      db,
      [testEmail(2, { kind: "staff-setup" }), testEmail(3, { kind: "staff-reset" })],
      later(-30 * 60_000),
    );
    await enqueueEmails(db, [testEmail(4, { kind: "staff-reset" })], later(-HOUR));
    const rows = new Map<string, string>();
    for (const n of [1, 2, 3, 4])
      rows.set(`Message ${n}`, (await failed(db, eq(emailOutbox.subject, `Message ${n}`))).id);

    const listed = await outboxPage(db, { state: "failed", cursor: undefined }, NOW);
    expect(new Map(listed.entries.map((entry) => [entry.subject, entry.resendProblem]))).toEqual(
      new Map([
        ["Message 1", "The link in it has expired: invite them again from the Team page."],
        ["Message 2", undefined],
        ["Message 3", undefined],
        ["Message 4", "The link in it has expired: ask for a new reset link from the sign-in page."],
      ]),
    );

    expect(await resendEmail(db, rows.get("Message 1")!, NOW, record)).toEqual({
      kind: "out-of-date",
      reason: "The link in it has expired: invite them again from the Team page.",
    });
    expect(await resendEmail(db, rows.get("Message 4")!, NOW, record)).toEqual({
      kind: "out-of-date",
      reason: "The link in it has expired: ask for a new reset link from the sign-in page.",
    });
    expect(await resendEmail(db, rows.get("Message 2")!, NOW, record)).toMatchObject({ kind: "resent" });
    expect(await resendEmail(db, rows.get("Message 3")!, NOW, record)).toMatchObject({ kind: "resent" });
  });
});
