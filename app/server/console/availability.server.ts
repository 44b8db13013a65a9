/**
 * Availability in the console (issue 11, point 4): a working week of slots, each free, booked,
 * blocked (with its note and who blocked it), a closed holiday or past; blocks and unblocks of one
 * slot, a day or a range of dates, each in one transaction with its audit entry; and Ontario
 * holidays reopened for bookings and closed again. Blocks are appointment_availability rows
 * (slot-blocks.server.ts), so the unique constraint on (date, time_slot) decides every race with a
 * booking or another block.
 */
import { and, asc, between, count, eq } from "drizzle-orm";
import { closedHoliday, ontarioHolidays } from "~/domain/holidays";
import {
  PLANNING_HORIZON_DAYS,
  selectedSlots,
  selectionOf,
  type SlotChange,
  type SlotSelection,
  type SlotSelectionForm,
  type SlotState,
  slotState,
  workingWeek,
} from "~/domain/slot-week";
import { BOOKING_WINDOW_DAYS, SLOT_TIMES } from "~/domain/booking-policy";
import type { SlotStatus } from "~/domain/slots";
import { addDays, formatBookingDate, torontoInstant, torontoToday } from "~/domain/time";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { appointmentAvailability, appointments, reopenedHolidays, staffAccounts } from "../db/schema.server";
import { blockSlots, unblockSlots } from "../slot-blocks.server";
import type { ActingStaff } from "./acting-staff.server";

export interface WeekSlot {
  time: string;
  state: SlotState;
  /** A booked slot's meeting; the name is null once erased. */
  booking?: { id: string; name: string | null };
  /** A blocked slot's note, and the email of the member of staff who blocked it (none from `npm run slots`). */
  block?: { note: string | null; blockedBy: string | null };
}

export interface Reopening {
  note: string | null;
  /** The email of the member of staff who reopened it. */
  reopenedBy: string | null;
  at: Date;
}

export interface WeekDay {
  date: string;
  /** The Ontario holiday whose day it is, and its reopening if staff reopened it. */
  holiday?: { name: string; reopening: Reopening | null };
  /** Why visitors cannot book this day online even where its slots are free, if they cannot. */
  closedOnline?: "past" | "beyond-window";
  slots: WeekSlot[];
}

export interface AvailabilityWeek {
  monday: string;
  today: string;
  days: WeekDay[];
}

/** The working week of `date` (any day of it), slot by slot, as the console's grid shows it. */
export async function availabilityWeek(db: Executor, date: string, now: Date): Promise<AvailabilityWeek> {
  const days = workingWeek(date);
  const [monday, friday] = [days[0]!, days.at(-1)!];
  const today = torontoToday(now);
  const taken = await db
    .select({
      date: appointmentAvailability.date,
      time: appointmentAvailability.timeSlot,
      status: appointmentAvailability.status,
      note: appointmentAvailability.note,
      blockedBy: staffAccounts.email,
      bookingId: appointments.id,
      name: appointments.name,
    })
    .from(appointmentAvailability)
    .leftJoin(appointments, eq(appointments.id, appointmentAvailability.appointmentId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, appointmentAvailability.blockedBy))
    .where(between(appointmentAvailability.date, monday, friday));
  const takenAt = new Map(taken.map((row) => [`${row.date} ${row.time}`, row]));
  const reopenings = new Map(
    (await reopeningsBetween(db, monday, friday)).map(({ date: day, ...reopening }) => [day, reopening]),
  );

  return {
    monday,
    today,
    days: days.map((day): WeekDay => {
      const holidayName = closedHoliday(day);
      const reopening = reopenings.get(day) ?? null;
      const closedOnline =
        day < today ? "past" : day > addDays(today, BOOKING_WINDOW_DAYS) ? "beyond-window" : undefined;
      return {
        date: day,
        ...(holidayName ? { holiday: { name: holidayName, reopening } } : {}),
        ...(closedOnline ? { closedOnline } : {}),
        slots: SLOT_TIMES.map((time): WeekSlot => {
          const row = takenAt.get(`${day} ${time}`);
          const state = slotState({
            taken: row?.status as SlotStatus | undefined,
            started: torontoInstant(day, time).getTime() <= now.getTime(),
            closedHoliday: holidayName !== undefined && reopening === null,
          });
          if (state === "booked" && row?.bookingId) {
            return { time, state, booking: { id: row.bookingId, name: row.name } };
          }
          if (state === "blocked" && row) {
            return { time, state, block: { note: row.note, blockedBy: row.blockedBy } };
          }
          return { time, state };
        }),
      };
    }),
  };
}

async function reopeningsBetween(db: Executor, first: string, last: string) {
  return db
    .select({
      date: reopenedHolidays.date,
      note: reopenedHolidays.note,
      reopenedBy: staffAccounts.email,
      at: reopenedHolidays.createdAt,
    })
    .from(reopenedHolidays)
    .leftJoin(staffAccounts, eq(staffAccounts.id, reopenedHolidays.staffId))
    .where(between(reopenedHolidays.date, first, last))
    .orderBy(asc(reopenedHolidays.date));
}

export interface UpcomingHoliday {
  date: string;
  name: string;
  reopening: Reopening | null;
}

/** The Ontario holidays of the coming year, from today, each with its reopening if any. */
export async function upcomingHolidays(db: Executor, now: Date): Promise<UpcomingHoliday[]> {
  const today = torontoToday(now);
  const last = addDays(today, 365);
  const year = Number(today.slice(0, 4));
  const holidays = [...ontarioHolidays(year), ...ontarioHolidays(year + 1)].filter(
    (holiday) => holiday.date >= today && holiday.date <= last,
  );
  const reopenings = new Map(
    (await reopeningsBetween(db, today, last)).map(({ date, ...reopening }) => [date, reopening]),
  );
  return holidays.map((holiday) => ({ ...holiday, reopening: reopenings.get(holiday.date) ?? null }));
}

export type SlotChangeOutcome =
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "blocked"; blocked: number; alreadyBlocked: number; booked: number }
  | { kind: "unblocked"; unblocked: number };

/** How a selection is named in the audit log: "2026-12-07 09:00", "2026-12-07" or "2026-12-07..2026-12-11". */
function selectionName({ from, to, time }: SlotSelection): string {
  if (time) return `${from} ${time}`;
  return from === to ? from : `${from}..${to}`;
}

/**
 * Blocks or unblocks the slots of one form (one slot, a day or a range of dates), all in one
 * transaction with its audit entry. A block leaves booked slots and slots blocked already as they
 * are and counts them; slots that have started are never touched (selectedSlots).
 */
export async function changeSlots(
  db: Database,
  by: ActingStaff,
  change: SlotChange,
  form: SlotSelectionForm,
  now: Date,
): Promise<SlotChangeOutcome> {
  const selection = selectionOf(form);
  return db.transaction(async (tx): Promise<SlotChangeOutcome> => {
    const reopened = new Set(
      (await reopeningsBetween(tx, selection.from, selection.to)).map((row) => row.date),
    );
    const selected = selectedSlots(change, selection, now, reopened);
    if ("fieldErrors" in selected) return { kind: "invalid", ...selected };
    const subject = { subjectType: "slot" as const, subjectId: selectionName(selection) };

    if (change === "unblock") {
      const unblocked = (await unblockSlots(tx, selected.slots)).length;
      if (unblocked > 0) await by.audit(tx, { action: "slot-unblocked", ...subject, details: { unblocked } });
      return { kind: "unblocked", unblocked };
    }
    const note = form.note || null;
    const result = await blockSlots(tx, selected.slots, { note, blockedBy: by.staff.id });
    const counts = {
      blocked: result.blocked.length,
      alreadyBlocked: result.alreadyBlocked.length,
      booked: result.booked.length,
    };
    // The note is staff's own words and may name someone: the log keeps only that there was one.
    if (counts.blocked > 0) {
      await by.audit(tx, {
        action: "slot-blocked",
        ...subject,
        details: { ...counts, withNote: note !== null },
      });
    }
    return { kind: "blocked", ...counts };
  });
}

export type HolidayOutcome =
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "reopened" | "already-reopened" | "not-reopened"; name: string }
  /** Closed again; meetings already booked that day stay booked, and are counted. */
  | { kind: "closed"; name: string; bookingsKept: number };

/** The holiday of `date` if staff can reopen or close it: an Ontario holiday not yet over. */
function holidayProblem(date: string, now: Date): { name: string } | { fieldErrors: Record<string, string> } {
  const name = closedHoliday(date);
  if (!name) return { fieldErrors: { date: `${formatBookingDate(date)} is not an Ontario holiday` } };
  const today = torontoToday(now);
  if (date < today) return { fieldErrors: { date: `${name} is over` } };
  if (date > addDays(today, PLANNING_HORIZON_DAYS)) {
    return { fieldErrors: { date: "Holidays can be reopened up to 2 years ahead" } };
  }
  return { name };
}

/** Opens an Ontario holiday for bookings: the public booking rules then treat it as a working day. */
export async function reopenHoliday(
  db: Database,
  by: ActingStaff,
  form: { date: string; note?: string | undefined },
  now: Date,
): Promise<HolidayOutcome> {
  const holiday = holidayProblem(form.date, now);
  if ("fieldErrors" in holiday) return { kind: "invalid", ...holiday };
  return db.transaction(async (tx): Promise<HolidayOutcome> => {
    const inserted = await tx
      .insert(reopenedHolidays)
      .values({ date: form.date, note: form.note || null, staffId: by.staff.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ date: reopenedHolidays.date });
    if (inserted.length === 0) return { kind: "already-reopened", name: holiday.name };
    await by.audit(tx, {
      action: "holiday-reopened",
      subjectType: "holiday",
      subjectId: form.date,
      details: { name: holiday.name },
    });
    return { kind: "reopened", name: holiday.name };
  });
}

/**
 * Closes a reopened holiday again. Meetings already booked on it are kept (cancelling them is a
 * decision for staff, made on each booking's page) and counted in the answer. A booking being
 * made that day holds a share lock on the row (reopened-holidays.server.ts), so the delete waits
 * for it and the count includes it.
 */
export async function closeHoliday(
  db: Database,
  by: ActingStaff,
  form: { date: string },
  now: Date,
): Promise<HolidayOutcome> {
  const holiday = holidayProblem(form.date, now);
  if ("fieldErrors" in holiday) return { kind: "invalid", ...holiday };
  return db.transaction(async (tx): Promise<HolidayOutcome> => {
    const removed = await tx
      .delete(reopenedHolidays)
      .where(eq(reopenedHolidays.date, form.date))
      .returning({ date: reopenedHolidays.date });
    if (removed.length === 0) return { kind: "not-reopened", name: holiday.name };
    const [booked] = await tx
      .select({ count: count() })
      .from(appointmentAvailability)
      .where(
        and(eq(appointmentAvailability.date, form.date), eq(appointmentAvailability.status, "confirmed")),
      );
    const bookingsKept = booked?.count ?? 0;
    await by.audit(tx, {
      action: "holiday-closed",
      subjectType: "holiday",
      subjectId: form.date,
      details: { name: holiday.name, bookingsKept },
    });
    return { kind: "closed", name: holiday.name, bookingsKept };
  });
}
