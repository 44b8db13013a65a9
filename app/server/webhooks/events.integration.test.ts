/**
 * Webhook events written with their changes (ADR 038 §2, §3 and §10), on PGlite and PostgreSQL:
 * each lead and booking change stores one event of its type, with a delivery for each enabled
 * endpoint subscribed to that type, and a body its schema accepts carrying the change's values;
 * nothing for an endpoint not subscribed or disabled, nothing at all without an endpoint, nothing
 * when the change is refused or rolls back. An erasure deletes what waits, empties what was
 * delivered and sends person.erased with the address's hash alone; retention empties old events
 * no delivery waits for. Endpoints are rows written here: no request is ever made.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { bookingRequestSchema } from "~/domain/booking-request";
import { consentTexts } from "~/domain/consent";
import { leadRequestSchema } from "~/domain/lead-request";
import { WEBHOOK_EVENT_TYPES } from "~/domain/webhook-events";
import { createBooking, rescheduleBooking, cancelBooking } from "../bookings.server";
import { consentEvidence, emailSha256, evidenceSha256, sha256 } from "../consent.server";
import { markAttendance } from "../console/bookings.server";
import { changeLead } from "../console/leads.server";
import { erasePersonalData } from "../console/privacy.server";
import {
  appointments,
  auditLog,
  consentRecords,
  leads,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
} from "../db/schema.server";
import { heldLead, leadSummary } from "../lead-answers.server";
import { createLead } from "../leads.server";
import { createLogger } from "../logger.server";
import { pruneExpiredData } from "../retention.server";
import { personErasedData } from "./events.server";
import { enqueueWebhookEvent } from "./outbox.server";
import { testDatabases } from "../../../tests/support/databases";
import { insertWebhookEndpoint, payloadOf } from "../../../tests/support/webhook-rows";
import { bookingBody, leadBody, MONDAY, testFormTokens } from "../../../tests/support/fixtures";
import { actingStaff } from "../../../tests/support/staff";

const SITE_URL = "https://www.maplewiseleads.example";
/** Friday 2026-11-20, 10:00 in Toronto: leads arrive and bookings are made. */
const FRIDAY_10AM = new Date("2026-11-20T15:00:00.000Z");
/** Monday 2026-11-23, 12:00 in Toronto: the 10:00 and 11:00 meetings have started, Tuesday's not. */
const MONDAY_NOON = new Date("2026-11-23T17:00:00.000Z");
const TUESDAY = "2026-11-24";
const DAY = 86_400_000;

describe.each(testDatabases)("webhook events on $name", { timeout: 60_000 }, ({ open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const database = await open();
    cleanups.push(() => database.close());
    const { db } = database;
    const clock = { now: FRIDAY_10AM };
    const deps = {
      db,
      now: () => clock.now,
      salesInbox: "sales@maplewiseleads.example",
      siteUrl: SITE_URL,
      logger: createLogger("silent"),
      formTokens: testFormTokens,
    };
    const staff = await actingStaff(db, deps.now);

    /** A lead sent through the funnel's own function; returns its id. */
    async function newLead(overrides: Record<string, unknown> = {}) {
      const body = leadBody(overrides);
      const outcome = await createLead(
        deps,
        z.parse(leadRequestSchema, body),
        { utm_source: body.utm_source, utm_campaign: body.utm_campaign, referrer: body.referrer },
        { ipAddress: "198.51.100.7", userAgent: "Test browser", pageUrl: `${SITE_URL}/contact` },
      );
      expect(outcome.kind).toBe("created");
      return (outcome as { response: { body: { id: string } } }).response.body.id;
    }

    /** A booking made as the API makes it; returns its id. */
    async function newBooking(overrides: Record<string, unknown> = {}) {
      const outcome = await createBooking(
        deps,
        z.parse(bookingRequestSchema, bookingBody(overrides)),
        {},
        {},
      );
      expect(outcome.kind).toBe("created");
      return (outcome as { response: { body: { id: string } } }).response.body.id;
    }

    /** Every stored event, oldest first. */
    const events = () => db.select().from(webhookEvents).orderBy(asc(webhookEvents.createdAt));
    const deliveries = () => db.select().from(webhookDeliveries);

    return { db, deps, clock, staff, newLead, newBooking, events, deliveries };
  }

  it("stores a lead's arrival and each move of its status once, with the lead as stored", async () => {
    const { db, deps, clock, staff, newLead, events, deliveries } = await setUp();
    const endpoint = await insertWebhookEndpoint(db);
    const leadId = await newLead();

    const [created] = await events();
    expect(created).toMatchObject({ type: "lead.created", version: 1, leadId, appointmentId: null });
    expect(created!.occurredAt).toEqual(FRIDAY_10AM);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        eventId: created!.id,
        endpointId: endpoint.id,
        status: "pending",
        attempts: 0,
        nextAttemptAt: FRIDAY_10AM,
      }),
    ]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    const [consent] = await db.select().from(consentRecords).where(eq(consentRecords.leadId, leadId));
    expect(payloadOf(created!, "lead.created")).toEqual({
      type: "lead.created",
      version: 1,
      timestamp: FRIDAY_10AM.toISOString(),
      data: {
        id: leadId,
        status: "new",
        language: "en",
        answers: leadSummary(heldLead(lead)!),
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: null,
        company: "Compilers Inc.",
        campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: "fall-2026" },
        referrer: "https://search.example/",
        submittedAt: FRIDAY_10AM.toISOString(),
        consoleUrl: `${SITE_URL}/admin/leads/${leadId}`,
        owner: null,
        consent: {
          certificateUrl: `${SITE_URL}/admin/leads/${leadId}/consent`,
          version: consentTexts.lead.en.version,
          textSha256: sha256(consentTexts.lead.en.text),
          evidenceSha256: evidenceSha256(consentEvidence(consent!, "grace@example.com")),
        },
      },
    });

    const change = { leadId, staffId: staff.staff.id };
    const moveAt = new Date(FRIDAY_10AM.getTime() + 60_000);
    clock.now = moveAt;
    const audit = staff.audit;
    await changeLead(
      deps,
      { ...change, expectedStatus: "new", toStatus: "contacted", note: "Called" },
      moveAt,
      audit,
    );
    // A note alone, and a move from a status the lead no longer has, send nothing.
    await changeLead(deps, { ...change, expectedStatus: "contacted", note: "Prefers email" }, moveAt, audit);
    expect(
      await changeLead(deps, { ...change, expectedStatus: "new", toStatus: "lost" }, moveAt, audit),
    ).toMatchObject({ kind: "refused" });
    await changeLead(deps, { ...change, expectedStatus: "contacted", toStatus: "qualified" }, moveAt, audit);

    const stored = await events();
    expect(stored.map((event) => event.type)).toEqual([
      "lead.created",
      "lead.status_changed",
      "lead.status_changed",
    ]);
    const moves = stored.slice(1).map((event) => payloadOf(event, "lead.status_changed"));
    expect(moves.map(({ timestamp, data }) => [timestamp, data.previousStatus, data.status])).toEqual([
      [moveAt.toISOString(), "new", "contacted"],
      [moveAt.toISOString(), "contacted", "qualified"],
    ]);
    expect(moves[0]!.data).toMatchObject({ id: leadId, email: "grace@example.com", owner: null });
    expect(moves[0]!.data.consent).toEqual(payloadOf(created!, "lead.created").data.consent);
    expect(await deliveries()).toHaveLength(3);
  });

  it("stores a booking's creation, move, cancellation and each mark of attendance once", async () => {
    const { db, deps, clock, staff, newBooking, events } = await setUp();
    await insertWebhookEndpoint(db);
    const kept = await newBooking({ date: MONDAY, timeSlot: "10:00" });
    await rescheduleBooking(deps, kept, { date: MONDAY, timeSlot: "11:00" }, "visitor");
    const dropped = await newBooking({ date: MONDAY, timeSlot: "14:00" });
    await cancelBooking(deps, dropped, { reason: "Travelling" }, "visitor");
    // A cancelled booking cancelled again changes nothing, and sends nothing.
    await cancelBooking(deps, dropped, {}, "visitor");

    clock.now = MONDAY_NOON;
    expect(await markAttendance(deps, staff, kept, "attended", MONDAY_NOON)).toEqual({ kind: "marked" });
    expect(await markAttendance(deps, staff, kept, "attended", MONDAY_NOON)).toEqual({ kind: "unchanged" });
    expect(await markAttendance(deps, staff, kept, "no-show", MONDAY_NOON)).toEqual({ kind: "marked" });

    const stored = await events();
    expect(stored.map((event) => [event.type, event.appointmentId])).toEqual([
      ["booking.created", kept],
      ["booking.rescheduled", kept],
      ["booking.created", dropped],
      ["booking.cancelled", dropped],
      ["booking.attended", kept],
      ["booking.no_show", kept],
    ]);
    const created = payloadOf(stored[0]!, "booking.created");
    expect(created).toEqual({
      type: "booking.created",
      version: 1,
      timestamp: FRIDAY_10AM.toISOString(),
      data: {
        id: kept,
        state: "confirmed",
        attendance: null,
        sequence: 0,
        startsAt: "2026-11-23T15:00:00.000Z",
        endsAt: "2026-11-23T15:20:00.000Z",
        startsAtToronto: "2026-11-23T10:00:00.000-05:00",
        meetingType: "compliance-review",
        topics: ["compliance", "ppl"],
        language: "en",
        consoleUrl: `${SITE_URL}/admin/bookings/${kept}`,
      },
    });
    expect(payloadOf(stored[1]!, "booking.rescheduled").data).toMatchObject({
      sequence: 1,
      startsAt: "2026-11-23T16:00:00.000Z",
      startsAtToronto: "2026-11-23T11:00:00.000-05:00",
      previousStartsAt: "2026-11-23T15:00:00.000Z",
      previousStartsAtToronto: "2026-11-23T10:00:00.000-05:00",
    });
    expect(payloadOf(stored[3]!, "booking.cancelled").data).toMatchObject({
      id: dropped,
      state: "cancelled",
      sequence: 1,
    });
    expect(payloadOf(stored[4]!, "booking.attended")).toMatchObject({
      timestamp: MONDAY_NOON.toISOString(),
      data: { attendance: "attended", state: "confirmed" },
    });
    expect(payloadOf(stored[5]!, "booking.no_show").data.attendance).toBe("no-show");

    // The meeting, never the person or the visitor's manage link.
    const bookings = await db.select().from(appointments);
    const bodies = stored.map((event) => event.body!).join("\n");
    for (const booking of bookings) {
      expect(bodies).not.toContain(booking.calendarToken);
      expect(bodies).not.toContain(booking.email!);
      expect(bodies).not.toContain(booking.name!);
    }
    expect(bodies).not.toContain("Travelling");
  });

  it("stores an event only for the enabled endpoints subscribed to its type", async () => {
    const { db, deps, newLead, newBooking, events, deliveries } = await setUp();
    const bookingsOnly = await insertWebhookEndpoint(db, ["booking.created", "booking.cancelled"]);
    await insertWebhookEndpoint(db, WEBHOOK_EVENT_TYPES, { disabledAt: FRIDAY_10AM });

    await newLead();
    expect(await events()).toEqual([]);

    const id = await newBooking();
    await rescheduleBooking(deps, id, { date: MONDAY, timeSlot: "11:00" }, "visitor");
    const stored = await events();
    expect(stored.map((event) => event.type)).toEqual(["booking.created"]);
    expect((await deliveries()).map((delivery) => [delivery.eventId, delivery.endpointId])).toEqual([
      [stored[0]!.id, bookingsOnly.id],
    ]);
  });

  it("stores nothing at all while no endpoint is there", async () => {
    const { db, deps, clock, staff, newLead, newBooking, events, deliveries } = await setUp();
    const leadId = await newLead();
    await changeLead(
      deps,
      { leadId, staffId: staff.staff.id, expectedStatus: "new", toStatus: "contacted" },
      FRIDAY_10AM,
      staff.audit,
    );
    const id = await newBooking();
    await cancelBooking(deps, id, {}, "visitor");
    clock.now = MONDAY_NOON;
    await erasePersonalData(
      db,
      { email: "grace@example.com", reason: "Asked by phone", staffId: staff.staff.id },
      MONDAY_NOON,
      async () => undefined,
    );
    expect(await events()).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it("leaves no event for a change refused, or one that rolls back after its event was written", async () => {
    const { db, deps, clock, staff, newBooking, events, deliveries } = await setUp();
    await insertWebhookEndpoint(db);
    const id = await newBooking({ date: MONDAY, timeSlot: "10:00" });
    expect(await events()).toHaveLength(1);

    // The slot is taken: refused before anything is written.
    const taken = await createBooking(
      deps,
      z.parse(bookingRequestSchema, bookingBody({ timeSlot: "10:00" })),
      {},
      {},
    );
    expect(taken).toEqual({ kind: "slot-taken" });

    // The audit entry, written after the event in the same transaction, fails: all of it goes.
    const failingAudit = async () => {
      throw new Error("The audit log cannot be written");
    };
    await expect(
      rescheduleBooking(
        deps,
        id,
        { date: MONDAY, timeSlot: "11:00" },
        {
          kind: "staff",
          staffId: staff.staff.id,
          recordChange: failingAudit,
        },
      ),
    ).rejects.toThrow("The audit log cannot be written");
    clock.now = MONDAY_NOON;
    await expect(
      markAttendance(deps, { ...staff, audit: failingAudit }, id, "attended", MONDAY_NOON),
    ).rejects.toThrow("The audit log cannot be written");

    expect((await events()).map((event) => event.type)).toEqual(["booking.created"]);
    expect(await deliveries()).toHaveLength(1);
    const [booking] = await db.select().from(appointments).where(eq(appointments.id, id));
    expect(booking).toMatchObject({ timeSlot: "10:00", sequence: 0, attendance: null });
  });

  it("on erasure deletes what waits, empties what was delivered, and sends person.erased with the hash alone", async () => {
    const { db, clock, staff, newLead, newBooking, events, deliveries } = await setUp();
    const crm = await insertWebhookEndpoint(db);
    const archive = await insertWebhookEndpoint(db, ["lead.created"]);
    const email = "Grace.Hopper@Example.com";
    const leadId = await newLead({ name: "Grace Hopper", email, company: "Cobol Works" });
    const bookingId = await newBooking({ name: "Grace Hopper", email, date: TUESDAY, timeSlot: "10:00" });
    const otherLeadId = await newLead({ name: "Ada Lovelace", email: "ada@example.com" });

    const [leadEvent, bookingEvent, otherEvent] = await events();
    expect([leadEvent!.leadId, bookingEvent!.appointmentId, otherEvent!.leadId]).toEqual([
      leadId,
      bookingId,
      otherLeadId,
    ]);
    const sentEvidence = payloadOf(leadEvent!, "lead.created").data.consent!.evidenceSha256;
    // The CRM got the lead, and its answer echoed it; the archive failed it for good. Both answers are kept.
    const [delivered] = await db
      .update(webhookDeliveries)
      .set({ status: "succeeded", attempts: 1, succeededAt: FRIDAY_10AM, lastStatusCode: 200 })
      .where(and(eq(webhookDeliveries.eventId, leadEvent!.id), eq(webhookDeliveries.endpointId, crm.id)))
      .returning();
    const [failed] = await db
      .update(webhookDeliveries)
      .set({ status: "failed", attempts: 1, lastStatusCode: 400 })
      .where(and(eq(webhookDeliveries.eventId, leadEvent!.id), eq(webhookDeliveries.endpointId, archive.id)))
      .returning();
    await db.insert(webhookAttempts).values(
      [delivered!, failed!].map((delivery) => ({
        deliveryId: delivery.id,
        startedAt: FRIDAY_10AM,
        durationMs: 35,
        statusCode: delivery.lastStatusCode,
        responseBytes: 40,
        responseExcerpt: `{"received":"Grace Hopper <${email}>"}`,
      })),
    );

    clock.now = MONDAY_NOON;
    const outcome = await erasePersonalData(
      db,
      { email, reason: "Asked by phone", staffId: staff.staff.id },
      MONDAY_NOON,
      (tx, found, counts) =>
        staff.audit(tx, {
          action: "privacy-erased",
          subjectType: "person",
          subjectId: found.emailSha256,
          details: { ...counts },
        }),
    );
    const webhookCounts = { webhookDeliveriesDeleted: 2, webhookEventsDeleted: 1, webhookEventsPruned: 1 };
    expect(outcome).toMatchObject({ kind: "erased", counts: { meetingsCancelled: 1, ...webhookCounts } });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "privacy-erased"));
    expect(entry!.details).toMatchObject(webhookCounts);

    const after = await events();
    // The booking's event, which no one got, is gone; the erasure's cancellation sent no booking.cancelled.
    expect(after.map((event) => event.type)).toEqual(["lead.created", "lead.created", "person.erased"]);
    expect(after[0]).toMatchObject({ id: leadEvent!.id, body: null, prunedAt: MONDAY_NOON });
    expect(after[1]).toMatchObject({ id: otherEvent!.id, body: otherEvent!.body, prunedAt: null });
    expect(
      (await deliveries()).map((delivery) => [delivery.eventId, delivery.endpointId, delivery.status]),
    ).toEqual(
      expect.arrayContaining([
        [leadEvent!.id, crm.id, "succeeded"],
        [otherEvent!.id, crm.id, "pending"],
        [otherEvent!.id, archive.id, "pending"],
        [after[2]!.id, crm.id, "pending"],
      ]),
    );
    expect(await deliveries()).toHaveLength(4);
    expect(await db.select().from(webhookAttempts)).toEqual([
      expect.objectContaining({ deliveryId: delivered!.id, statusCode: 200, responseExcerpt: null }),
    ]);

    const erased = after[2]!;
    expect(erased).toMatchObject({ leadId: null, appointmentId: null });
    expect(payloadOf(erased, "person.erased")).toEqual({
      type: "person.erased",
      version: 1,
      timestamp: MONDAY_NOON.toISOString(),
      data: personErasedData(emailSha256(email), MONDAY_NOON),
    });
    expect(payloadOf(erased, "person.erased").data.emailSha256).toBe(emailSha256("grace.hopper@example.com"));
    // What the CRM was sent at the lead's arrival is the proof the site keeps after the erasure.
    const [consent] = await db.select().from(consentRecords).where(eq(consentRecords.leadId, leadId));
    expect(consent!.evidenceSha256).toBe(sentEvidence);

    const left = JSON.stringify([await events(), await db.select().from(webhookAttempts)]).toLowerCase();
    for (const value of ["grace", "hopper", "cobol"]) expect(left).not.toContain(value);
  });

  it("retention empties events older than their time that no delivery waits for, and keeps the rest", async () => {
    const { db, events } = await setUp();
    await insertWebhookEndpoint(db);
    // Four events told apart by their data: the hash of a name.
    const names = ["oldDelivered", "oldFailed", "oldPending", "youngDelivered"];
    for (const name of names) {
      await enqueueWebhookEvent(
        db,
        { type: "person.erased", data: personErasedData(sha256(name), FRIDAY_10AM) },
        FRIDAY_10AM,
      );
    }
    const stored = await events();
    const ids = Object.fromEntries(
      names.map((name) => [name, stored.find((event) => event.body!.includes(sha256(name)))!.id]),
    );
    const setUpEvent = async (name: string, status: string, ageDays: number) => {
      await db
        .update(webhookEvents)
        .set({ createdAt: new Date(FRIDAY_10AM.getTime() - ageDays * DAY) })
        .where(eq(webhookEvents.id, ids[name]!));
      const [delivery] = await db
        .update(webhookDeliveries)
        .set({ status })
        .where(eq(webhookDeliveries.eventId, ids[name]!))
        .returning();
      await db.insert(webhookAttempts).values({
        deliveryId: delivery!.id,
        startedAt: FRIDAY_10AM,
        durationMs: 20,
        statusCode: status === "succeeded" ? 200 : 503,
        responseExcerpt: `answer to ${name}`,
      });
    };
    await setUpEvent("oldDelivered", "succeeded", 31);
    await setUpEvent("oldFailed", "failed", 31);
    await setUpEvent("oldPending", "pending", 31);
    await setUpEvent("youngDelivered", "succeeded", 29);

    const policy = { idempotencyKeyTtlMs: DAY, sentEmailBodyTtlMs: 30 * DAY, webhookBodyTtlMs: 30 * DAY };
    expect(await pruneExpiredData(db, FRIDAY_10AM, policy)).toMatchObject({ webhookBodies: 2 });
    const byId = new Map((await events()).map((event) => [event.id, event]));
    for (const name of ["oldDelivered", "oldFailed"]) {
      expect(byId.get(ids[name]!), name).toMatchObject({ body: null, prunedAt: FRIDAY_10AM });
    }
    for (const name of ["oldPending", "youngDelivered"]) {
      expect(byId.get(ids[name]!), name).toMatchObject({ prunedAt: null });
      payloadOf(byId.get(ids[name]!)!, "person.erased");
    }
    const excerpts = await db
      .select({ eventId: webhookDeliveries.eventId, excerpt: webhookAttempts.responseExcerpt })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId));
    expect(Object.fromEntries(excerpts.map((row) => [row.eventId, row.excerpt]))).toEqual({
      [ids.oldDelivered!]: null,
      [ids.oldFailed!]: null,
      [ids.oldPending!]: "answer to oldPending",
      [ids.youngDelivered!]: "answer to youngDelivered",
    });

    // Run again, as every process does hourly: nothing more.
    expect(await pruneExpiredData(db, FRIDAY_10AM, policy)).toMatchObject({ webhookBodies: 0 });
  });
});
