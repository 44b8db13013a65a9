/**
 * The console's bookings on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the four lists by
 * Toronto day and their pages, a booking's page (history with who made each change, the leads and
 * bookings of the same address, emails, consent), attendance, and the cancellation and move staff
 * make for the visitor through the lifecycle's own functions, audited in their transaction.
 * Bookings are made through the public API, as visitors make them.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  leads,
} from "../db/schema.server";
import { type RunningApi, startApi } from "../../../tests/support/api-server";
import { withRenderings } from "../../../tests/support/outbox-emails";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody, leadBody } from "../../../tests/support/fixtures";
import { actingStaff, STAFF_IP } from "../../../tests/support/staff";
import {
  BOOKINGS_PAGE_SIZE,
  bookingDetail,
  bookingListCounts,
  bookingListPage,
  cancelForVisitor,
  markAttendance,
  rescheduleForVisitor,
} from "./bookings.server";

const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";

describe.each(testDatabases)("the console's bookings on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  let now = FRIDAY_10AM;
  const clock = () => now;
  let staff: Awaited<ReturnType<typeof actingStaff>>;
  let deps: { db: DatabaseHandle["db"]; now: () => Date; salesInbox: string; siteUrl: string };

  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now: clock });
    staff = await actingStaff(database.db, clock);
    deps = {
      db: database.db,
      now: clock,
      salesInbox: "sales@example.com",
      siteUrl: "https://www.example.com",
    };
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    now = FRIDAY_10AM;
    await db.delete(emailOutbox);
    await db.delete(consentRecords);
    await db.delete(appointmentAvailability);
    await db.delete(appointmentEvents);
    await db.delete(appointments);
    await db.delete(leads);
    await db.delete(idempotencyKeys);
    await db.delete(auditLog);
  });

  const post = (path: string, body: unknown) =>
    fetch(`${api.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  /** Books through the public API; returns the booking's id and its manage link's query. */
  async function book(overrides: Record<string, unknown> = {}) {
    const response = await post("/api/bookings", bookingBody(overrides));
    expect(response.status).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: string; manageUrl: string };
    return { id, query: new URL(manageUrl, api.origin).search };
  }
  const stored = async (id: string) =>
    (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const audits = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const emailKinds = async (id: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.appointmentId, id)))
      .map((email) => email.kind)
      .sort();

  describe("the lists", () => {
    it("lists as upcoming the meetings from now on: later today, the one under way, and after today", async () => {
      const over = await book({ date: MONDAY, timeSlot: "09:00", email: "over@example.com" });
      const underWay = await book({ date: MONDAY, timeSlot: "14:40", email: "under-way@example.com" });
      const next = await book({ date: MONDAY, timeSlot: "15:00", email: "next@example.com" });
      const tomorrow = await book({ date: TUESDAY, timeSlot: "09:00", email: "tomorrow@example.com" });
      // Monday 2:50 PM in Toronto: the 2:40 PM meeting has ten of its minutes to go.
      now = new Date("2026-11-23T19:50:00Z");
      const ids = async (list: "today" | "upcoming") =>
        (await bookingListPage(database.db, list, undefined, now)).rows.map((row) => row.id);
      expect(await ids("upcoming")).toEqual([underWay.id, next.id, tomorrow.id]);
      expect(await ids("today")).toEqual([over.id, underWay.id, next.id]);
      // At 3:00 PM the 2:40 PM meeting is over.
      now = new Date("2026-11-23T20:00:00Z");
      expect(await ids("upcoming")).toEqual([next.id, tomorrow.id]);
      expect((await bookingListCounts(database.db, now)).upcoming).toBe(2);
    });

    it("sorts bookings into today, upcoming, past and cancelled by Toronto's day on the site's clock", async () => {
      const past = await book({ date: "2026-11-20", timeSlot: "14:00", email: "past@example.com" });
      const todayLate = await book({ date: MONDAY, timeSlot: "15:00", email: "late@example.com" });
      const todayEarly = await book({ date: MONDAY, timeSlot: "09:00", email: "early@example.com" });
      const later = await book({ date: "2026-12-01", timeSlot: "09:00", email: "later@example.com" });
      const soon = await book({ date: TUESDAY, timeSlot: "16:40", email: "soon@example.com" });
      const cancelled = await book({ date: TUESDAY, timeSlot: "10:00", email: "gone@example.com" });
      expect((await post(`/api/bookings/${cancelled.id}/cancel${cancelled.query}`, {})).status).toBe(200);

      // Monday 11:00 PM in Toronto is already Tuesday in UTC: the lists follow Toronto.
      now = new Date("2026-11-24T04:00:00Z");
      const ids = async (list: "today" | "upcoming" | "past" | "cancelled") =>
        (await bookingListPage(database.db, list, undefined, now)).rows.map((row) => row.id);
      expect(await ids("today")).toEqual([todayEarly.id, todayLate.id]);
      expect(await ids("upcoming")).toEqual([soon.id, later.id]);
      expect(await ids("past")).toEqual([past.id]);
      expect(await ids("cancelled")).toEqual([cancelled.id]);
      expect(await bookingListCounts(database.db, now)).toEqual({
        today: 2,
        upcoming: 2,
        past: 1,
        cancelled: 1,
      });

      // The language the visitor booked in, for each row.
      await database.db.update(appointments).set({ language: "fr" }).where(eq(appointments.id, todayLate.id));
      expect(
        (await bookingListPage(database.db, "today", undefined, now)).rows.map((row) => row.language),
      ).toEqual(["en", "fr"]);
      // And the lists of one language: their rows and their counts.
      await database.db.update(appointments).set({ language: "fr" }).where(eq(appointments.id, cancelled.id));
      expect(
        (await bookingListPage(database.db, "today", undefined, now, "fr")).rows.map((row) => row.id),
      ).toEqual([todayLate.id]);
      expect(
        (await bookingListPage(database.db, "today", undefined, now, "en")).rows.map((row) => row.id),
      ).toEqual([todayEarly.id]);
      expect(await bookingListCounts(database.db, now, "fr")).toEqual({
        today: 1,
        upcoming: 0,
        past: 0,
        cancelled: 1,
      });
      expect(await bookingListCounts(database.db, now, "en")).toEqual({
        today: 1,
        upcoming: 2,
        past: 1,
        cancelled: 0,
      });

      const [row] = (await bookingListPage(database.db, "today", undefined, now)).rows;
      expect(row).toMatchObject({
        date: MONDAY,
        timeSlot: "09:00",
        name: "Ada Lovelace",
        email: "early@example.com",
      });
    });

    it("pages a list by keyset, undisturbed by a booking cancelled between two clicks", async () => {
      const times = [
        "09:00",
        "09:20",
        "09:40",
        "10:00",
        "10:20",
        "10:40",
        "11:00",
        "11:20",
        "11:40",
        "12:00",
      ];
      const dates = ["2026-12-01", "2026-12-02", "2026-12-03"];
      for (const [index, pair] of dates.flatMap((date) => times.map((time) => [date, time])).entries()) {
        if (index > BOOKINGS_PAGE_SIZE + 1) break;
        await book({ date: pair[0], timeSlot: pair[1], email: `page-${index}@example.com` });
      }
      const first = await bookingListPage(database.db, "upcoming", undefined, now);
      expect(first.rows).toHaveLength(BOOKINGS_PAGE_SIZE);
      expect(first.previous).toBeUndefined();
      expect((await bookingListCounts(database.db, now)).upcoming).toBe(27);
      // A meeting of the first page is cancelled before the click: the next page still starts after
      // the last one shown (an offset would have skipped 2026-12-03 10:40).
      const cancelled = await database.db
        .update(appointments)
        .set({ status: "cancelled", cancelledAt: now })
        .where(eq(appointments.id, first.rows[0]!.id))
        .returning({ id: appointments.id });
      expect(cancelled).toHaveLength(1);
      const second = await bookingListPage(database.db, "upcoming", first.next, now);
      expect(second.rows.map((row) => `${row.date} ${row.timeSlot}`)).toEqual([
        "2026-12-03 10:40",
        "2026-12-03 11:00",
      ]);
      expect(second.next).toBeUndefined();
      // Back: fewer than a page is now before it, so the first page is read whole again.
      const back = await bookingListPage(database.db, "upcoming", second.previous, now);
      expect(back.rows.map((row) => row.id)).toEqual([
        ...first.rows.slice(1).map((row) => row.id),
        second.rows[0]!.id,
      ]);
      expect(back.previous).toBeUndefined();
      expect(await bookingListPage(database.db, "past", undefined, now)).toEqual({
        list: "past",
        rows: [],
        previous: undefined,
        next: undefined,
      });
    });

    it("leaves out a booking whose personal data was erased, and its page says so", async () => {
      const { id } = await book();
      await database.db
        .update(appointments)
        .set({ name: null, email: null, phone: null, company: null, goals: null, erasedAt: now })
        .where(eq(appointments.id, id));
      expect((await bookingListPage(database.db, "upcoming", undefined, now)).rows).toEqual([]);
      expect(await bookingDetail(database.db, id, now)).toEqual({ kind: "erased", erasedAt: now });
    });
  });

  describe("a booking's page", () => {
    it("shows the history with who made each change, the same address's leads and bookings, emails and consent", async () => {
      const { id, query } = await book({ email: "Ada@Example.com" });
      const earlier = await book({ email: "ada@example.com", date: TUESDAY, timeSlot: "09:00" });
      await book({ email: "someone-else@example.com", date: TUESDAY, timeSlot: "09:20" });
      for (const email of ["ADA@EXAMPLE.COM", "grace@example.com"]) {
        const lead = await post("/api/leads", leadBody({ email }));
        expect(lead.status).toBe(201);
      }
      expect(
        (await post(`/api/bookings/${id}/reschedule${query}`, { date: TUESDAY, timeSlot: "11:00" })).status,
      ).toBe(200);
      expect((await rescheduleForVisitor(deps, staff, id, { date: TUESDAY, timeSlot: "14:00" })).kind).toBe(
        "changed",
      );

      const found = await bookingDetail(database.db, id, now);
      expect(found.kind).toBe("found");
      if (found.kind !== "found") return;
      const { detail } = found;
      expect(detail.history.map(({ kind, actor, staffEmail }) => ({ kind, actor, staffEmail }))).toEqual([
        { kind: "booked", actor: "visitor", staffEmail: null },
        { kind: "rescheduled", actor: "visitor", staffEmail: null },
        { kind: "rescheduled", actor: "staff", staffEmail: staff.staff.email },
      ]);
      expect(detail.history[2]).toMatchObject({
        previousDate: TUESDAY,
        previousTimeSlot: "11:00",
        timeSlot: "14:00",
      });
      expect(detail.leads.map((lead) => lead.name)).toEqual(["Grace Hopper"]);
      expect(detail.leads).toHaveLength(1);
      expect(detail.otherBookings.map((booking) => booking.id)).toEqual([earlier.id]);
      expect(detail.emails.map((email) => email.kind)).toContain("booking-confirmation");
      expect(detail.hasConsentRecord).toBe(true);
      expect(detail).toMatchObject({
        state: "confirmed",
        changeability: "changeable",
        attendanceOpen: false,
      });
    });

    it("finds nothing for an unknown id or one that is not a UUID", async () => {
      expect(await bookingDetail(database.db, crypto.randomUUID(), now)).toEqual({ kind: "not-found" });
      expect(await bookingDetail(database.db, "not-a-uuid'; drop table appointments", now)).toEqual({
        kind: "not-found",
      });
    });
  });

  describe("cancelling for the visitor", () => {
    it("goes through the visitor's own function and emails, with the staff member in the history and the audit log", async () => {
      const { id, query } = await book();
      const outcome = await cancelForVisitor(deps, staff, id, {
        reason: "The visitor phoned: the project is off",
      });
      expect(outcome).toMatchObject({ kind: "changed", madeNow: true });

      expect(await stored(id)).toMatchObject({
        status: "cancelled",
        cancellationReason: "The visitor phoned: the project is off",
      });
      const events = await database.db
        .select()
        .from(appointmentEvents)
        .where(eq(appointmentEvents.appointmentId, id));
      expect(events.at(-1)).toMatchObject({ kind: "cancelled", actor: "staff", staffId: staff.staff.id });
      expect(await emailKinds(id)).toEqual([
        "booking-cancelled",
        "booking-cancelled-notification",
        "booking-confirmation",
        "booking-notification",
      ]);
      const [notice] = await withRenderings(
        await database.db
          .select()
          .from(emailOutbox)
          .where(
            and(eq(emailOutbox.appointmentId, id), eq(emailOutbox.kind, "booking-cancelled-notification")),
          ),
      );
      expect(notice!.html).toContain("cancelled by staff");
      expect(await audits()).toMatchObject([
        {
          action: "booking-cancelled",
          staffId: staff.staff.id,
          actor: staff.staff.email,
          ipAddress: STAFF_IP,
          subjectType: "booking",
          subjectId: id,
          details: { reasonGiven: true },
        },
      ]);
      // The visitor's link shows it cancelled, as if they had done it themselves.
      const view = await (await fetch(`${api.origin}/api/bookings/${id}${query}`)).json();
      expect(view).toMatchObject({ state: "cancelled" });

      const again = await cancelForVisitor(deps, staff, id, {});
      expect(again).toMatchObject({ kind: "changed", madeNow: false });
      expect(await audits()).toHaveLength(1);
      expect(await emailKinds(id)).toHaveLength(4);
    });

    it("helps a visitor who calls within the 2 hours, but not once the meeting has started", async () => {
      const first = await book({ email: "first@example.com" });
      const second = await book({ email: "second@example.com", timeSlot: "10:20" });
      now = new Date("2026-11-23T14:30:00Z"); // Monday 9:30 AM: the first meeting is 30 minutes away
      expect((await post(`/api/bookings/${first.id}/cancel${first.query}`, {})).status).toBe(409);
      expect(await cancelForVisitor(deps, staff, first.id, {})).toMatchObject({
        kind: "changed",
        madeNow: true,
      });

      now = new Date("2026-11-23T15:20:00Z"); // 10:20 AM: the second meeting starts now
      const before = await stored(second.id);
      expect(await cancelForVisitor(deps, staff, second.id, {})).toMatchObject({
        kind: "too-late",
        madeNow: false,
      });
      expect(await stored(second.id)).toEqual(before);
      expect((await audits()).map((entry) => entry.subjectId)).toEqual([first.id]);
    });

    it("answers an unknown booking as not found", async () => {
      expect(await cancelForVisitor(deps, staff, crypto.randomUUID(), {})).toMatchObject({
        kind: "not-found",
      });
      expect(await cancelForVisitor(deps, staff, "nope", {})).toMatchObject({ kind: "not-found" });
    });
  });

  describe("moving for the visitor", () => {
    it("moves the meeting with the visitor's emails, and audits where from and where to", async () => {
      const { id } = await book();
      const outcome = await rescheduleForVisitor(deps, staff, id, { date: TUESDAY, timeSlot: "15:20" });
      expect(outcome).toMatchObject({ kind: "changed", madeNow: true });
      expect(await stored(id)).toMatchObject({ date: TUESDAY, timeSlot: "15:20", sequence: 1 });
      expect(await emailKinds(id)).toEqual(
        expect.arrayContaining([
          "booking-rescheduled",
          "booking-rescheduled-notification",
          "booking-reminder",
        ]),
      );
      const events = await database.db
        .select()
        .from(appointmentEvents)
        .where(eq(appointmentEvents.appointmentId, id));
      expect(events.at(-1)).toMatchObject({ kind: "rescheduled", actor: "staff", staffId: staff.staff.id });
      expect(await audits()).toMatchObject([
        {
          action: "booking-rescheduled",
          subjectId: id,
          details: { from: `${MONDAY} 10:00`, to: `${TUESDAY} 15:20` },
        },
      ]);
    });

    it("holds staff to the slot rules, changes nothing and audits nothing when it refuses", async () => {
      const { id } = await book();
      await book({ email: "grace@example.com", date: TUESDAY, timeSlot: "09:00" });
      const before = await stored(id);
      for (const [target, kind] of [
        [{ date: TUESDAY, timeSlot: "09:00" }, "slot-taken"],
        [{ date: "2026-11-28", timeSlot: "10:00" }, "invalid"],
        [{ date: "2026-12-25", timeSlot: "10:00" }, "invalid"],
        [{ date: "2026-11-20", timeSlot: "11:00" }, "invalid"],
        [{ date: MONDAY, timeSlot: "10:00" }, "invalid"],
      ] as const) {
        expect(await rescheduleForVisitor(deps, staff, id, target)).toMatchObject({ kind, madeNow: false });
      }
      expect(await stored(id)).toEqual(before);
      expect(await audits()).toEqual([]);
    });

    it("moves a meeting less than 2 hours away, but not one that has started or was cancelled", async () => {
      const { id } = await book({ timeSlot: "11:00" });
      now = new Date("2026-11-23T15:30:00Z"); // Monday 10:30 AM
      expect(await rescheduleForVisitor(deps, staff, id, { date: TUESDAY, timeSlot: "11:00" })).toMatchObject(
        {
          kind: "changed",
        },
      );
      now = new Date("2026-11-24T16:00:00Z"); // Tuesday 11:00 AM: it starts now
      expect(await rescheduleForVisitor(deps, staff, id, { date: TUESDAY, timeSlot: "15:00" })).toMatchObject(
        {
          kind: "too-late",
        },
      );
      const other = await book({ email: "grace@example.com", date: "2026-11-25", timeSlot: "09:00" });
      expect((await cancelForVisitor(deps, staff, other.id, {})).kind).toBe("changed");
      expect(
        await rescheduleForVisitor(deps, staff, other.id, { date: "2026-11-25", timeSlot: "10:00" }),
      ).toMatchObject({
        kind: "cancelled",
      });
    });

    it("leaves the visitor's own changes as they were: visitor, no staff member, no audit entry", async () => {
      const { id, query } = await book();
      expect(
        (await post(`/api/bookings/${id}/reschedule${query}`, { date: TUESDAY, timeSlot: "09:00" })).status,
      ).toBe(200);
      expect((await post(`/api/bookings/${id}/cancel${query}`, {})).status).toBe(200);
      const events = await database.db
        .select()
        .from(appointmentEvents)
        .where(eq(appointmentEvents.appointmentId, id));
      expect(events.map(({ actor, staffId }) => ({ actor, staffId }))).toEqual([
        { actor: "visitor", staffId: null },
        { actor: "visitor", staffId: null },
        { actor: "visitor", staffId: null },
      ]);
      expect(await audits()).toEqual([]);
    });
  });

  describe("attendance", () => {
    it("is marked once the meeting has started, can be corrected, and each change is audited once", async () => {
      const { id } = await book();
      expect(await markAttendance(deps, staff, id, "attended", now)).toEqual({
        kind: "not-open",
        state: "confirmed",
      });
      now = new Date("2026-11-23T15:00:00Z"); // Monday 10:00 AM: it starts
      expect(await markAttendance(deps, staff, id, "no-show", now)).toEqual({ kind: "marked" });
      expect(await stored(id)).toMatchObject({ attendance: "no-show", attendanceMarkedAt: now });
      expect(await markAttendance(deps, staff, id, "no-show", now)).toEqual({ kind: "unchanged" });
      expect(await markAttendance(deps, staff, id, "attended", now)).toEqual({ kind: "marked" });
      expect((await audits()).map((entry) => entry.details)).toEqual([
        { from: null, to: "no-show" },
        { from: "no-show", to: "attended" },
      ]);
      const found = await bookingDetail(database.db, id, now);
      expect(found.kind === "found" && found.detail).toMatchObject({
        attendanceOpen: true,
        changeability: "started",
      });
    });

    it("is not marked on a cancelled meeting or an unknown one", async () => {
      const { id } = await book();
      await cancelForVisitor(deps, staff, id, {});
      now = new Date("2026-11-24T15:00:00Z");
      expect(await markAttendance(deps, staff, id, "attended", now)).toEqual({
        kind: "not-open",
        state: "cancelled",
      });
      expect(await markAttendance(deps, staff, crypto.randomUUID(), "attended", now)).toEqual({
        kind: "not-found",
      });
      expect((await stored(id)).attendance).toBeNull();
    });
  });
});
