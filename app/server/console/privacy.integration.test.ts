/**
 * Privacy requests on PGlite and PostgreSQL: one person's lead and bookings made through the API
 * (with an IP, a browser, campaign, notes, a cancellation reason, emails sent, failed, pending and
 * pruned, webhook events delivered and waiting, stored API answers and, on PostgreSQL, rate-limit
 * counters), then found, exported and erased. After the erasure every row of every table is read as text, and nothing the person gave
 * or was recognisable by is left in any of them, while the consent proof stays as hashes.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { consentTexts } from "~/domain/consent";
import { WEBHOOK_EVENT_TYPES } from "~/domain/webhook-events";
import { emailSha256, sha256 } from "../consent.server";
import type { DatabaseHandle } from "../db/client.server";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  leadEvents,
  leads,
  staffAccounts,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "../db/schema.server";
import { createLogger } from "../logger.server";
import { createMailTransport } from "../mail/transport.server";
import { renderInThisThread } from "../mail/templates.server";
import { enqueueEmails, OutboxWorker } from "../outbox.server";
import { startApi } from "../../../tests/support/api-server";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody, leadBody } from "../../../tests/support/fixtures";
import { testEmail } from "../../../tests/support/outbox-emails";
import { recordAudit } from "./audit.server";
import {
  type ErasureCounts,
  erasePersonalData,
  findPersonalData,
  holdsPersonalData,
  personalDataExport,
} from "./privacy.server";

/** Friday 2026-11-20, 10:00 in Toronto: when the person books and asks. */
const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");
/** Monday 2026-11-23, 12:00 in Toronto: when staff erase. Monday 11:00 is past, Tuesday 10:00 ahead. */
const MONDAY_NOON = new Date("2026-11-23T17:00:00Z");
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";

/** Everything that identifies the person or that they wrote: none of it may survive an erasure. */
const person = {
  email: "Grace.Hopper@Example.com",
  name: "Grace Brewster Hopper",
  phone: "613-555-0199",
  company: "Cobol Compilers Ltd",
  message: "Please call me about mortgage leads in Kanata",
  goals: "Review the consent wording of our Kanata campaign",
  cancellationReason: "Travelling to Halifax that week",
  ip: "198.51.100.23",
  userAgent: "PrivacyTestBrowser/7.3 (Hopper workstation)",
  page: "https://www.example.com/contact?landing=hopper-spring",
  referrer: "https://newsletter.example/issue-hopper",
  campaign: "hopper-retargeting",
  notes: ["Spoke with her, budget confirmed for Kanata", "Qualified after the Kanata call"],
};

/** Someone else, whose data must come through untouched. */
const other = { email: "ada@example.com", name: "Ada Lovelace", ip: "203.0.113.50" };

const STAFF_EMAIL = "owner@maplewise.example";
const REASON = "Erasure requested by phone, ticket 4471";

describe.each(testDatabases)("privacy requests on $name", { timeout: 60_000 }, ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database holding the person's and another person's data, made as the site makes it. */
  async function seeded() {
    const database = await open();
    cleanups.push(() => database.close());
    const { db } = database;
    let now = FRIDAY_10AM;
    const api = await startApi(database, { now: () => now, trustProxy: 1 });
    cleanups.push(() => api.close());
    const mailDir = await mkdtemp(path.join(tmpdir(), "privacy-mail-"));
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
    const worker = new OutboxWorker({
      db,
      transport: createMailTransport({ mailDir, log: () => undefined }),
      from: "Maplewise Leads <hello@maplewiseleads.example>",
      render: renderInThisThread("https://www.example.com"),
      logger: createLogger("silent"),
      now: () => now,
    });

    const [staff] = await db.insert(staffAccounts).values({ email: STAFF_EMAIL, role: "owner" }).returning();
    // The agency's CRM hears of everything.
    await db.insert(webhookEndpoints).values({
      url: "https://crm.example/hooks/site",
      eventTypes: [...WEBHOOK_EVENT_TYPES],
      secretSealed: "v1.test",
      secretKeyId: "test",
    });

    const post = async (apiPath: string, body: unknown, who: { ip: string; key: string; extra?: object }) => {
      const response = await fetch(`${api.origin}${apiPath}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": who.ip,
          "User-Agent": who.ip === person.ip ? person.userAgent : "OtherBrowser/1.0",
          Referer: who.ip === person.ip ? person.page : "https://www.example.com/book-a-call",
          "Idempotency-Key": who.key,
        },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id: string; manageUrl?: string };
    };
    const theirs = { ip: person.ip };
    const visit = { utm_source: "newsletter", utm_campaign: person.campaign, referrer: person.referrer };

    const lead = await post(
      "/api/leads",
      leadBody({
        name: person.name,
        email: person.email,
        phone: person.phone,
        company: person.company,
        message: person.message,
        visitorTimeZone: "America/Halifax",
        ...visit,
      }),
      { ...theirs, key: "lead-key-0001" },
    );
    const booking = (date: string, timeSlot: string, key: string) =>
      post(
        "/api/bookings",
        bookingBody({
          name: person.name,
          // Another spelling of the same address: the search is case-insensitive.
          email: person.email.toLowerCase(),
          phone: person.phone,
          company: person.company,
          goals: person.goals,
          date,
          timeSlot,
          ...visit,
        }),
        { ...theirs, key },
      );
    const past = await booking(MONDAY, "11:00", "booking-key-0001");
    const cancelled = await booking(MONDAY, "14:00", "booking-key-0002");
    const upcoming = await booking(TUESDAY, "10:00", "booking-key-0003");
    const cancelQuery = new URL(cancelled.manageUrl!, api.origin).search;
    await post(
      `/api/bookings/${cancelled.id}/cancel${cancelQuery}`,
      { reason: person.cancellationReason },
      { ...theirs, key: "cancel-key-0001" },
    );

    const otherLead = await post(
      "/api/leads",
      leadBody({ name: other.name, email: other.email, company: "Analytical Engines" }),
      { ip: other.ip, key: "lead-key-0002" },
    );
    const otherBooking = await post(
      "/api/bookings",
      bookingBody({ name: other.name, email: other.email, date: TUESDAY, timeSlot: "11:00" }),
      { ip: other.ip, key: "booking-key-0004" },
    );

    // Staff's notes: one alone, one with a status change.
    await db.insert(leadEvents).values([
      { leadId: lead.id, staffId: staff!.id, note: person.notes[0], occurredAt: FRIDAY_10AM },
      {
        leadId: lead.id,
        staffId: staff!.id,
        fromStatus: "new",
        toStatus: "qualified",
        note: person.notes[1],
        occurredAt: FRIDAY_10AM,
      },
      { leadId: otherLead.id, staffId: staff!.id, note: "Ada wants Toronto", occurredAt: FRIDAY_10AM },
    ]);
    await db
      .update(leads)
      .set({ status: "qualified", statusChangedAt: FRIDAY_10AM })
      .where(eq(leads.id, lead.id));

    // Everything due now is sent; the lead's confirmation then bounces for good.
    await worker.runOnce();
    await db
      .update(emailOutbox)
      .set({ status: "failed", sentAt: null, lastError: `550 <${person.email}>: mailbox full` })
      .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "lead-confirmation")));
    // The lead's webhook event reached the CRM, whose answer echoed it; the bookings' still wait.
    const [delivered] = await db
      .update(webhookDeliveries)
      .set({ status: "succeeded", attempts: 1, firstAttemptAt: FRIDAY_10AM, succeededAt: FRIDAY_10AM })
      .where(
        inArray(
          webhookDeliveries.eventId,
          db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.leadId, lead.id)),
        ),
      )
      .returning();
    await db.insert(webhookAttempts).values({
      deliveryId: delivered!.id,
      startedAt: FRIDAY_10AM,
      durationMs: 40,
      statusCode: 200,
      responseBytes: 64,
      responseExcerpt: `{"received":"${person.name}"}`,
    });
    // An email sent long ago to the address, without a lead or booking, already pruned by retention.
    await enqueueEmails(
      db,
      [
        testEmail(0, {
          recipient: person.email,
          content: {
            kind: "lead-confirmation",
            locale: "en",
            name: person.name,
            company: "Old",
            summary: [],
          },
        }),
      ],
      new Date("2026-09-01T12:00:00Z"),
    );
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        sentAt: new Date("2026-09-01T12:01:00Z"),
        recipient: null,
        subject: null,
        content: null,
        prunedAt: new Date("2026-10-02T00:00:00Z"),
      })
      .where(
        and(
          eq(emailOutbox.recipientSha256, emailSha256(person.email)),
          isNull(emailOutbox.leadId),
          isNull(emailOutbox.appointmentId),
        ),
      );

    now = MONDAY_NOON;
    return {
      database,
      db,
      mailDir,
      staffId: staff!.id,
      ids: { lead: lead.id, past: past.id, cancelled: cancelled.id, upcoming: upcoming.id },
      otherIds: { lead: otherLead.id, booking: otherBooking.id },
    };
  }

  async function erase(db: DatabaseHandle["db"], staffId: string, reason = REASON, localMailDir?: string) {
    return erasePersonalData(
      db,
      { email: person.email, reason, staffId },
      MONDAY_NOON,
      (tx, found, counts) =>
        recordAudit(
          tx,
          {
            action: "privacy-erased",
            staffId,
            actor: STAFF_EMAIL,
            subjectType: "person",
            subjectId: found.emailSha256,
            ipAddress: "192.0.2.1",
            details: { reason, ...counts },
          },
          MONDAY_NOON,
        ),
      { localMailDir },
    );
  }

  /** The local mailbox's messages, each with its Message-ID and its whole text. */
  async function mailbox(mailDir: string) {
    const messages: { name: string; messageId: string; text: string }[] = [];
    for (const name of await readdir(mailDir)) {
      const text = await readFile(path.join(mailDir, name), "utf8");
      messages.push({ name, messageId: /^Message-ID: (.*)$/im.exec(text)![1]!.trim(), text });
    }
    return messages;
  }

  /** Every row of every table of the site's schemas, as PostgreSQL writes it as text. */
  async function everyRow(db: DatabaseHandle["db"]): Promise<Map<string, string[]>> {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
    const tables = await rowsOf(sql`
      select table_schema, table_name from information_schema.tables
      where table_schema in ('public', 'rate_limit') and table_type = 'BASE TABLE'
      order by 1, 2`);
    const dump = new Map<string, string[]>();
    for (const { table_schema, table_name } of tables) {
      const rows = await rowsOf(
        sql`select t::text as row from ${sql.identifier(table_schema!)}.${sql.identifier(table_name!)} t`,
      );
      dump.set(
        `${table_schema}.${table_name}`,
        rows.map((row) => row.row!),
      );
    }
    return dump;
  }

  it("finds everything about the address, whatever its spelling", async () => {
    const { db, ids } = await seeded();
    const found = await findPersonalData(db, `  ${person.email.toUpperCase()} `);
    expect(found.email).toBe("grace.hopper@example.com");
    expect(found.emailSha256).toBe(emailSha256(person.email));
    expect(found.leads.map((lead) => lead.id)).toEqual([ids.lead]);
    expect(found.bookings.map((booking) => booking.id).sort()).toEqual(
      [ids.past, ids.cancelled, ids.upcoming].sort(),
    );
    expect(found.consentRecords).toHaveLength(4);
    expect(found.leadEvents.map((event) => event.note)).toEqual(person.notes);
    expect(found.bookingEvents.map((event) => event.kind).sort()).toEqual(
      ["booked", "booked", "booked", "cancelled"].sort(),
    );
    // The lead's two, three bookings' confirmation, notice and reminder (the past and cancelled
    // meetings' reminders were sent or withdrawn), the cancellation and its notice, the old one.
    const kinds = found.emails.map((email) => `${email.kind}:${email.status}`).sort();
    expect(kinds).toContain("lead-confirmation:failed");
    expect(kinds).toContain("booking-reminder:pending");
    expect(kinds).toContain("booking-cancelled:sent");
    expect(found.emails.filter((email) => email.prunedAt !== null)).toHaveLength(1);
    expect(found.emails.some((email) => email.recipient === "sales@example.com")).toBe(true);
    // The lead's answer, three bookings' and the cancellation's.
    expect(found.idempotencyKeys.map((key) => key.key).sort()).toEqual([
      "booking-key-0001",
      "booking-key-0002",
      "booking-key-0003",
      "cancel-key-0001",
      "lead-key-0001",
    ]);
    expect(holdsPersonalData(found)).toBe(true);
    const nobody = await findPersonalData(db, "nobody@example.com");
    expect(holdsPersonalData(nobody)).toBe(false);
  });

  it("exports every row found, without the manage tokens, with the evidence hash an erasure keeps", async () => {
    const { db, staffId } = await seeded();
    const found = await findPersonalData(db, person.email);
    const exported = personalDataExport(found, MONDAY_NOON);
    const json = JSON.stringify(exported);
    for (const value of [
      person.name,
      person.phone,
      person.message,
      person.ip,
      person.userAgent,
      person.goals,
    ]) {
      expect(json).toContain(value);
    }
    for (const booking of found.bookings) expect(json).not.toContain(booking.calendarToken);
    expect(json).toContain("[manage token withheld]");
    expect(exported.leads).toHaveLength(1);
    expect(exported.bookings).toHaveLength(3);
    expect(exported.apiAnswers).toHaveLength(5);

    expect(await erase(db, staffId)).toMatchObject({ kind: "erased" });
    const kept = await db.select().from(consentRecords);
    for (const record of exported.consentRecords) {
      expect(record.evidenceSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(kept.find((row) => row.id === record.id)?.evidenceSha256).toBe(record.evidenceSha256);
    }
  });

  it("erases it: nothing of the person is left in any row of any table, and the proof stays as hashes", async () => {
    const { database, db, staffId, ids } = await seeded();
    const before = await everyRow(db);
    const beforeText = [...before.values()].flat().join("\n").toLowerCase();
    // The person's data is there to begin with, in the places an erasure must reach.
    for (const value of Object.values(person).flat()) expect(beforeText).toContain(value.toLowerCase());
    // PostgreSQL keeps the API's per-IP counts in a table (PGlite, one process, in memory).
    if (database.kind === "postgres")
      expect(before.get("rate_limit.hits")!.join()).toContain(`:${person.ip}`);

    const outcome = await erase(db, staffId);
    expect(outcome).toEqual({
      kind: "erased",
      counts: {
        leads: 1,
        bookings: 3,
        meetingsCancelled: 1,
        consentRecords: 4,
        notesRemoved: 2,
        historyReasonsRemoved: 1,
        emailsDeleted: expect.any(Number),
        emailsPruned: expect.any(Number),
        // The bookings' three and the cancellation's waited; the lead's was delivered.
        webhookDeliveriesDeleted: 4,
        webhookEventsDeleted: 4,
        webhookEventsPruned: 1,
        apiAnswersDeleted: 5,
        rateLimitCountersDeleted: before.get("rate_limit.hits")!.filter((row) => row.includes(person.ip))
          .length,
        mailboxFiles: 0,
      } satisfies Record<keyof ErasureCounts, unknown>,
    });

    const after = await everyRow(db);
    const afterText = [...after.values()].flat().join("\n").toLowerCase();
    for (const value of Object.values(person).flat()) {
      expect(afterText, `"${value}" is still stored`).not.toContain(value.toLowerCase());
    }

    // What stays: the records, their states and times, the address's hash, the consent as hashes.
    const hash = emailSha256(person.email);
    const erasedLeads = await db.select().from(leads).where(eq(leads.id, ids.lead));
    expect(erasedLeads[0]).toMatchObject({
      emailSha256: hash,
      erasedAt: MONDAY_NOON,
      name: null,
      status: "qualified",
    });
    const erasedBookings = await db.select().from(appointments).where(eq(appointments.emailSha256, hash));
    expect(erasedBookings).toHaveLength(3);
    for (const booking of erasedBookings) expect(booking.erasedAt).toEqual(MONDAY_NOON);
    const consents = await db.select().from(consentRecords);
    const theirConsents = consents.filter((record) => record.erasedAt !== null);
    expect(theirConsents).toHaveLength(4);
    for (const record of theirConsents) {
      const kind = record.leadId ? "lead" : "booking";
      expect(record).toMatchObject({
        consentText: consentTexts[kind].en.text,
        consentVersion: consentTexts[kind].en.version,
        consentSha256: sha256(consentTexts[kind].en.text),
        evidenceSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        erasureReason: REASON,
        receivedAt: FRIDAY_10AM,
        ipAddress: null,
        utm: {},
      });
    }
    expect(new Set(theirConsents.map((record) => record.evidenceSha256)).size).toBe(4);
    const staffNotes = await db.select().from(leadEvents).where(eq(leadEvents.leadId, ids.lead));
    expect(staffNotes).toEqual([
      expect.objectContaining({ fromStatus: "new", toStatus: "qualified", note: null }),
    ]);
    const sentRecords = await db.select().from(emailOutbox).where(eq(emailOutbox.recipientSha256, hash));
    expect(sentRecords.length).toBeGreaterThan(0);
    for (const email of sentRecords)
      expect(email).toMatchObject({ status: "sent", recipient: null, content: null, html: null, text: null });

    // The audit log says what was done, how much, by whom and why: counts, never the data.
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "privacy-erased"));
    expect(entry).toMatchObject({
      actor: STAFF_EMAIL,
      subjectType: "person",
      subjectId: hash,
      details: { reason: REASON, leads: 1, bookings: 3, consentRecords: 4 },
    });
  });

  it("deletes the person's emails from the local mailbox, and counts them in the audit entry", async () => {
    const { db, staffId, mailDir } = await seeded();
    const theirMessageIds = new Set(
      (await findPersonalData(db, person.email)).emails.flatMap((email) => email.messageId ?? []),
    );
    const before = await mailbox(mailDir);
    const theirs = before.filter((message) => theirMessageIds.has(message.messageId));
    // Their confirmations and the agency's notices about them, and the other person's mail.
    expect(theirs.length).toBeGreaterThanOrEqual(5);
    expect(theirs.some((message) => message.text.includes(person.name))).toBe(true);
    expect(before.length).toBeGreaterThan(theirs.length);

    const outcome = await erase(db, staffId, REASON, mailDir);
    expect(outcome).toMatchObject({ kind: "erased", counts: { mailboxFiles: theirs.length } });
    const after = await mailbox(mailDir);
    expect(after.map((message) => message.name).sort()).toEqual(
      before
        .filter((message) => !theirMessageIds.has(message.messageId))
        .map((message) => message.name)
        .sort(),
    );
    for (const message of after) {
      expect(message.text).not.toContain(person.name);
      expect(message.text.toLowerCase()).not.toContain(person.email.toLowerCase());
    }
    expect(after.some((message) => message.text.includes(other.name))).toBe(true);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "privacy-erased"));
    expect(entry!.details).toMatchObject({ mailboxFiles: theirs.length });
  });

  it("cancels the upcoming meeting first: the slot is free, the reminder withdrawn, no email goes out", async () => {
    const { db, staffId, ids } = await seeded();
    const queuedBefore = await db.select({ id: emailOutbox.id }).from(emailOutbox);
    await erase(db, staffId);

    const [upcoming] = await db.select().from(appointments).where(eq(appointments.id, ids.upcoming));
    expect(upcoming).toMatchObject({
      status: "cancelled",
      cancelledAt: MONDAY_NOON,
      cancellationReason: null,
    });
    expect(
      await db.select().from(appointmentAvailability).where(eq(appointmentAvailability.date, TUESDAY)),
    ).toEqual([expect.objectContaining({ timeSlot: "11:00" })]);
    const [cancellation] = await db
      .select()
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.appointmentId, ids.upcoming), eq(appointmentEvents.kind, "cancelled")));
    expect(cancellation).toMatchObject({ actor: "staff", staffId, reason: null });
    // The past meeting stays as it was: held, not cancelled.
    const [past] = await db.select().from(appointments).where(eq(appointments.id, ids.past));
    expect(past).toMatchObject({ status: "confirmed", erasedAt: MONDAY_NOON });
    expect(
      await db
        .select()
        .from(appointmentAvailability)
        .where(eq(appointmentAvailability.appointmentId, ids.past)),
    ).toHaveLength(1);

    // No email was queued, to anyone; nothing of the person's waits to be sent.
    const known = new Set(queuedBefore.map((row) => row.id));
    const all = await db.select().from(emailOutbox);
    expect(all.filter((email) => !known.has(email.id))).toEqual([]);
    const hash = emailSha256(person.email);
    expect(all.filter((email) => email.recipientSha256 === hash && email.status !== "sent")).toEqual([]);
    expect(all.filter((email) => email.appointmentId === ids.upcoming && email.status === "pending")).toEqual(
      [],
    );
  });

  it("leaves everyone else's data as it was", async () => {
    const { db, staffId, otherIds } = await seeded();
    const othersBefore = await otherRows(db, otherIds);
    await erase(db, staffId);
    expect(await otherRows(db, otherIds)).toEqual(othersBefore);
    const found = await findPersonalData(db, other.email);
    expect(holdsPersonalData(found)).toBe(true);
    expect(found.leads[0]).toMatchObject({ name: other.name, erasedAt: null });
  });

  async function otherRows(db: DatabaseHandle["db"], otherIds: { lead: string; booking: string }) {
    return {
      lead: await db.select().from(leads).where(eq(leads.id, otherIds.lead)),
      booking: await db.select().from(appointments).where(eq(appointments.id, otherIds.booking)),
      consents: await db
        .select()
        .from(consentRecords)
        .where(
          sql`${consentRecords.leadId} = ${otherIds.lead} or ${consentRecords.appointmentId} = ${otherIds.booking}`,
        )
        .orderBy(consentRecords.id),
      notes: await db.select().from(leadEvents).where(eq(leadEvents.leadId, otherIds.lead)),
      emails: await db
        .select()
        .from(emailOutbox)
        .where(
          sql`${emailOutbox.leadId} = ${otherIds.lead} or ${emailOutbox.appointmentId} = ${otherIds.booking}`,
        )
        .orderBy(emailOutbox.id),
      answers: await db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.key} in ('lead-key-0002', 'booking-key-0004')`),
    };
  }

  it("finds only erased records afterwards, and has nothing left to erase a second time", async () => {
    const { db, staffId } = await seeded();
    await erase(db, staffId);
    const found = await findPersonalData(db, person.email);
    expect(holdsPersonalData(found)).toBe(false);
    expect(found.leads.every((lead) => lead.erasedAt !== null && lead.email === null)).toBe(true);
    expect(found.bookings.every((booking) => booking.erasedAt !== null && booking.name === null)).toBe(true);
    expect(found.emails.every((email) => email.prunedAt !== null)).toBe(true);
    expect(found.idempotencyKeys).toEqual([]);
    expect(await erase(db, staffId)).toEqual({ kind: "nothing-held" });
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses a reason that names the person, and changes nothing", async () => {
    const { db, staffId } = await seeded();
    const before = await everyRow(db);
    for (const reason of [
      `Asked by ${person.email.toUpperCase()}`,
      `Call from ${person.name}`,
      `Company ${person.company}`,
    ]) {
      expect(await erase(db, staffId, reason)).toEqual({ kind: "reason-names-person" });
    }
    expect(await everyRow(db)).toEqual(before);
  });

  it("is one transaction: when any part fails, nothing is erased", async () => {
    const { db, staffId } = await seeded();
    const before = await everyRow(db);
    await expect(
      erasePersonalData(db, { email: person.email, reason: REASON, staffId }, MONDAY_NOON, async () => {
        throw new Error("The audit log could not be written");
      }),
    ).rejects.toThrow("The audit log could not be written");
    expect(await everyRow(db)).toEqual(before);
  });
});
