/**
 * Availability in the console on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the week of
 * slots, blocks and unblocks of a slot, a day and a range (with their notes, counts, audit entries
 * and all-or-nothing transaction), and holidays reopened and closed again, which the public
 * booking rules follow: GET /api/availability, a new booking and a move. "Now" is Friday
 * 2026-11-20, 10:00 AM in Toronto; Christmas (Friday 2026-12-25) and Boxing Day (observed Monday
 * 2026-12-28) are within the booking window.
 */
import { asc } from "drizzle-orm";
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
  reopenedHolidays,
} from "../db/schema.server";
import { blockSlot, slotCommands } from "../slot-blocks.server";
import { type RunningApi, startApi } from "../../../tests/support/api-server";
import { testDatabases } from "../../../tests/support/databases";
import { bookingBody } from "../../../tests/support/fixtures";
import { actingStaff } from "../../../tests/support/staff";
import {
  availabilityWeek,
  changeSlots,
  closeHoliday,
  reopenHoliday,
  upcomingHolidays,
} from "./availability.server";

const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");
const CHRISTMAS = "2026-12-25";
const BOXING_DAY = "2026-12-28";

describe.each(testDatabases)("availability in the console on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  let now = FRIDAY_10AM;
  const clock = () => now;
  let staff: Awaited<ReturnType<typeof actingStaff>>;

  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now: clock });
    staff = await actingStaff(database.db, clock);
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
    await db.delete(idempotencyKeys);
    await db.delete(reopenedHolidays);
    await db.delete(auditLog);
  });

  const post = (path: string, body: unknown) =>
    fetch(`${api.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const book = (overrides: Record<string, unknown>) => post("/api/bookings", bookingBody(overrides));
  async function publicDay(date: string) {
    const response = await fetch(`${api.origin}/api/availability?date=${date}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      closed?: string;
      slots: { time: string; available: boolean; reason?: string }[];
    };
  }
  const slotRows = () =>
    database.db
      .select()
      .from(appointmentAvailability)
      .orderBy(asc(appointmentAvailability.date), asc(appointmentAvailability.timeSlot));
  const audits = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const block = (form: Parameters<typeof changeSlots>[3], by = staff) =>
    changeSlots(database.db, by, "block", form, now);
  const unblock = (form: Parameters<typeof changeSlots>[3], by = staff) =>
    changeSlots(database.db, by, "unblock", form, now);

  describe("the week", () => {
    it("shows each slot free, booked, blocked (note and who), a holiday or past", async () => {
      expect((await book({ date: "2026-11-23", timeSlot: "09:40" })).status).toBe(201);
      await block({ scope: "slot", date: "2026-11-24", time: "13:00", note: "Team lunch" });
      await blockSlot(database.db, "2026-11-24", "13:20");
      now = new Date("2026-11-23T15:00:00Z"); // Monday 10:00 AM

      const week = await availabilityWeek(database.db, "2026-11-25", now);
      expect(week.monday).toBe("2026-11-23");
      expect(week.days.map((day) => day.date)).toEqual([
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "2026-11-27",
      ]);
      const [monday, tuesday] = week.days;
      expect(monday!.slots.slice(0, 4).map((slot) => slot.state)).toEqual(["past", "past", "booked", "past"]);
      expect(monday!.slots[2]).toMatchObject({ booking: { name: "Ada Lovelace" } });
      expect(monday!.slots[4]).toEqual({ time: "10:20", state: "free" });
      expect(tuesday!.slots.find((slot) => slot.time === "13:00")).toEqual({
        time: "13:00",
        state: "blocked",
        block: { note: "Team lunch", blockedBy: staff.staff.email },
      });
      expect(tuesday!.slots.find((slot) => slot.time === "13:20")).toEqual({
        time: "13:20",
        state: "blocked",
        block: { note: null, blockedBy: null },
      });
    });

    it("marks a closed holiday's slots, and a reopened one's as open, with its note and who reopened it", async () => {
      expect(
        (await reopenHoliday(database.db, staff, { date: BOXING_DAY, note: "Year-end push" }, now)).kind,
      ).toBe("reopened");
      const christmasWeek = await availabilityWeek(database.db, CHRISTMAS, now);
      const christmas = christmasWeek.days.find((day) => day.date === CHRISTMAS)!;
      expect(christmas.holiday).toEqual({ name: "Christmas Day", reopening: null });
      expect(new Set(christmas.slots.map((slot) => slot.state))).toEqual(new Set(["holiday"]));

      const boxingWeek = await availabilityWeek(database.db, BOXING_DAY, now);
      const boxing = boxingWeek.days[0]!;
      expect(boxing.holiday).toMatchObject({
        name: "Boxing Day",
        reopening: { note: "Year-end push", reopenedBy: staff.staff.email },
      });
      expect(new Set(boxing.slots.map((slot) => slot.state))).toEqual(new Set(["free"]));
      expect(boxingWeek.days[4]).toMatchObject({ date: "2027-01-01", holiday: { name: "New Year's Day" } });
    });

    it("says which days visitors cannot book online: past, and beyond the 60-day window", async () => {
      const thisWeek = await availabilityWeek(database.db, "2026-11-20", now);
      expect(thisWeek.days.map((day) => day.closedOnline)).toEqual([
        "past",
        "past",
        "past",
        "past",
        undefined,
      ]);
      const later = await availabilityWeek(database.db, "2027-01-18", now);
      expect(later.days.map((day) => day.closedOnline)).toEqual([
        undefined,
        undefined,
        "beyond-window",
        "beyond-window",
        "beyond-window",
      ]);
    });

    it("lists the coming year's holidays with their reopenings", async () => {
      await reopenHoliday(database.db, staff, { date: BOXING_DAY }, now);
      const holidays = await upcomingHolidays(database.db, now);
      expect(holidays[0]).toEqual({ date: CHRISTMAS, name: "Christmas Day", reopening: null });
      expect(holidays[1]).toMatchObject({ date: BOXING_DAY, reopening: { reopenedBy: staff.staff.email } });
      expect(holidays).toHaveLength(10);
      expect(holidays.at(-1)).toMatchObject({ date: "2027-10-11", name: "Thanksgiving" });
    });
  });

  describe("blocking and unblocking", () => {
    it("blocks one slot with a note, says so once, and audits it without the note's words", async () => {
      expect(await block({ scope: "slot", date: "2026-12-01", time: "10:00", note: "Dentist" })).toEqual({
        kind: "blocked",
        blocked: 1,
        alreadyBlocked: 0,
        booked: 0,
      });
      expect(await block({ scope: "slot", date: "2026-12-01", time: "10:00" })).toEqual({
        kind: "blocked",
        blocked: 0,
        alreadyBlocked: 1,
        booked: 0,
      });
      expect(await slotRows()).toMatchObject([
        {
          date: "2026-12-01",
          timeSlot: "10:00",
          status: "blocked",
          note: "Dentist",
          blockedBy: staff.staff.id,
        },
      ]);
      expect((await publicDay("2026-12-01")).slots.find((slot) => slot.time === "10:00")).toEqual({
        time: "10:00",
        available: false,
        reason: "blocked",
      });
      const entries = await audits();
      expect(entries).toMatchObject([
        {
          action: "slot-blocked",
          subjectType: "slot",
          subjectId: "2026-12-01 10:00",
          details: { blocked: 1, alreadyBlocked: 0, booked: 0, withNote: true },
        },
      ]);
      expect(JSON.stringify(entries)).not.toContain("Dentist");
    });

    it("blocks a whole day around a booking, leaving the booking as it was and counting it", async () => {
      expect((await book({ date: "2026-12-02", timeSlot: "11:00" })).status).toBe(201);
      expect(await block({ scope: "day", date: "2026-12-02", note: "Offsite" })).toEqual({
        kind: "blocked",
        blocked: 23,
        alreadyBlocked: 0,
        booked: 1,
      });
      const rows = await slotRows();
      expect(rows.filter((row) => row.status === "confirmed").map((row) => row.timeSlot)).toEqual(["11:00"]);
      expect(rows.filter((row) => row.status === "blocked")).toHaveLength(23);
      const day = await publicDay("2026-12-02");
      expect(day.slots.every((slot) => !slot.available)).toBe(true);

      expect(await unblock({ scope: "day", date: "2026-12-02" })).toEqual({
        kind: "unblocked",
        unblocked: 23,
      });
      expect((await slotRows()).map((row) => row.status)).toEqual(["confirmed"]);
      expect((await audits()).map((entry) => [entry.action, entry.subjectId, entry.details])).toEqual([
        ["slot-blocked", "2026-12-02", { blocked: 23, alreadyBlocked: 0, booked: 1, withNote: true }],
        ["slot-unblocked", "2026-12-02", { unblocked: 23 }],
      ]);
    });

    it("blocks a range of dates on working days only, skipping the closed holidays", async () => {
      const result = await block({ scope: "range", from: "2026-12-24", to: "2027-01-04", note: "Holidays" });
      // Thursday 24th, Tuesday 29th to Thursday 31st, Monday 4th: 5 working days that are not holidays.
      expect(result).toEqual({ kind: "blocked", blocked: 5 * 24, alreadyBlocked: 0, booked: 0 });
      expect(new Set((await slotRows()).map((row) => row.date))).toEqual(
        new Set(["2026-12-24", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-04"]),
      );
      expect(await unblock({ scope: "range", from: "2026-12-29", to: "2026-12-31" })).toEqual({
        kind: "unblocked",
        unblocked: 72,
      });
      expect(await unblock({ scope: "range", from: "2026-12-29", to: "2026-12-31" })).toEqual({
        kind: "unblocked",
        unblocked: 0,
      });
      expect((await audits()).map((entry) => entry.subjectId)).toEqual([
        "2026-12-24..2027-01-04",
        "2026-12-29..2026-12-31",
      ]);
    });

    it("leaves slots that have started alone: today's past slots keep their blocks", async () => {
      await block({ scope: "day", date: "2026-11-23" });
      now = new Date("2026-11-23T16:00:00Z"); // Monday 11:00 AM: the 11:00 slot starts now
      expect(await unblock({ scope: "day", date: "2026-11-23" })).toEqual({
        kind: "unblocked",
        unblocked: 17,
      });
      expect((await slotRows()).map((row) => row.timeSlot)).toEqual([
        "09:00",
        "09:20",
        "09:40",
        "10:00",
        "10:20",
        "10:40",
        "11:00",
      ]);
    });

    it("refuses a selection with nothing to act on, storing nothing", async () => {
      expect(await block({ scope: "day", date: "2026-11-21" })).toEqual({
        kind: "invalid",
        fieldErrors: { date: "Slots are Monday to Friday only" },
      });
      expect(await block({ scope: "slot", date: CHRISTMAS, time: "10:00" })).toEqual({
        kind: "invalid",
        fieldErrors: { date: "Christmas Day is closed already; reopen it first to open or block its slots" },
      });
      expect(await block({ scope: "range", from: "2026-11-02", to: "2026-11-19" })).toEqual({
        kind: "invalid",
        fieldErrors: { to: "This range is over" },
      });
      expect(await slotRows()).toEqual([]);
      expect(await audits()).toEqual([]);
    });

    it("stores a block of many slots with its audit entry or not at all", async () => {
      const failing = {
        staff: staff.staff,
        audit: async () => {
          throw new Error("the audit log is unavailable");
        },
      };
      await expect(block({ scope: "range", from: "2026-12-07", to: "2026-12-11" }, failing)).rejects.toThrow(
        "the audit log is unavailable",
      );
      expect(await slotRows()).toEqual([]);
    });

    it("keeps `npm run slots` working beside the console's blocks", async () => {
      const commands = slotCommands(database.db);
      expect(await commands["slots.block"]!({ date: "2026-12-03", time: "09:00" })).toBe("blocked");
      await block({ scope: "slot", date: "2026-12-03", time: "09:20", note: "Console" });
      expect(await commands["slots.block"]!({ date: "2026-12-03", time: "09:20" })).toBe("already-blocked");
      expect(await commands["slots.list"]!({ date: "2026-12-03" })).toEqual([
        { time: "09:00", status: "blocked" },
        { time: "09:20", status: "blocked" },
      ]);
      expect(await unblock({ scope: "day", date: "2026-12-03" })).toEqual({
        kind: "unblocked",
        unblocked: 2,
      });
      expect(await commands["slots.unblock"]!({ date: "2026-12-03", time: "09:00" })).toBe("not-blocked");
    });
  });

  describe("holidays reopened and closed again", () => {
    it("opens a holiday to the public booking rules, and closes it again keeping what was booked", async () => {
      expect((await publicDay(BOXING_DAY)).closed).toBe("Closed: Boxing Day");
      const refused = await book({ date: BOXING_DAY, timeSlot: "10:00" });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fieldErrors: { date: "Closed: Boxing Day" } });

      expect(
        await reopenHoliday(database.db, staff, { date: BOXING_DAY, note: "Year-end push" }, now),
      ).toEqual({
        kind: "reopened",
        name: "Boxing Day",
      });
      const open = await publicDay(BOXING_DAY);
      expect(open.closed).toBeUndefined();
      expect(open.slots.every((slot) => slot.available)).toBe(true);
      const booked = await book({ date: BOXING_DAY, timeSlot: "10:00" });
      expect(booked.status).toBe(201);
      // A move onto the reopened day is allowed too.
      const other = (await (await book({ email: "grace@example.com", date: "2026-12-01" })).json()) as {
        id: string;
        manageUrl: string;
      };
      const token = new URL(other.manageUrl, api.origin).search;
      expect(
        (await post(`/api/bookings/${other.id}/reschedule${token}`, { date: BOXING_DAY, timeSlot: "11:00" }))
          .status,
      ).toBe(200);

      expect(await reopenHoliday(database.db, staff, { date: BOXING_DAY }, now)).toEqual({
        kind: "already-reopened",
        name: "Boxing Day",
      });
      expect(await closeHoliday(database.db, staff, { date: BOXING_DAY }, now)).toEqual({
        kind: "closed",
        name: "Boxing Day",
        bookingsKept: 2,
      });
      expect((await publicDay(BOXING_DAY)).closed).toBe("Closed: Boxing Day");
      expect((await book({ email: "late@example.com", date: BOXING_DAY, timeSlot: "12:00" })).status).toBe(
        400,
      );
      const moveBack = await post(`/api/bookings/${other.id}/reschedule${token}`, {
        date: BOXING_DAY,
        timeSlot: "12:00",
      });
      expect(moveBack.status).toBe(400);
      expect(await closeHoliday(database.db, staff, { date: BOXING_DAY }, now)).toEqual({
        kind: "not-reopened",
        name: "Boxing Day",
      });
      expect((await audits()).map((entry) => [entry.action, entry.subjectId, entry.details])).toEqual([
        ["holiday-reopened", BOXING_DAY, { name: "Boxing Day" }],
        ["holiday-closed", BOXING_DAY, { name: "Boxing Day", bookingsKept: 2 }],
      ]);
    });

    it.each([
      ["an ordinary day", "2026-12-01", "Tuesday, December 1, 2026 is not an Ontario holiday"],
      ["a holiday that is over", "2026-10-12", "Thanksgiving is over"],
      ["a holiday more than 2 years ahead", "2029-01-01", "Holidays can be reopened up to 2 years ahead"],
    ])("refuses to reopen %s", async (_case, date, message) => {
      expect(await reopenHoliday(database.db, staff, { date }, now)).toEqual({
        kind: "invalid",
        fieldErrors: { date: message },
      });
      expect(await database.db.select().from(reopenedHolidays)).toEqual([]);
    });

    it("opens the slots of a reopened holiday to blocks, and a closed one keeps them visible to lift", async () => {
      await reopenHoliday(database.db, staff, { date: BOXING_DAY }, now);
      expect(await block({ scope: "slot", date: BOXING_DAY, time: "09:00" })).toMatchObject({ blocked: 1 });
      await closeHoliday(database.db, staff, { date: BOXING_DAY }, now);
      const boxing = (await availabilityWeek(database.db, BOXING_DAY, now)).days[0]!;
      expect(boxing.slots.slice(0, 2).map((slot) => slot.state)).toEqual(["blocked", "holiday"]);
      expect(await unblock({ scope: "slot", date: BOXING_DAY, time: "09:00" })).toEqual({
        kind: "unblocked",
        unblocked: 1,
      });
    });
  });
});
