/**
 * Bookings in the console (issue 11, point 3): upcoming (from now on), today's, past and cancelled meetings,
 * by Toronto days on the site's clock, paged by keyset (ADR 043); a booking with its history (who
 * made each change), the leads and other bookings of the same email, its emails and its consent
 * record; attendance once the meeting has started; and the cancellation and move staff make for
 * the visitor, through the same functions and emails as the visitor's manage link (ADR 018),
 * until the meeting starts (staffChangeability).
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import {
  type Attendance,
  attendanceOpen,
  BOOKING_LISTS,
  type BookingList,
  type BookingState,
  staffChangeability,
  type StaffChangeability,
} from "~/domain/booking-change";
import type { CancelRequest, RescheduleRequest } from "~/domain/booking-change-request";
import { MEETING_MINUTES } from "~/domain/booking-policy";
import { parseUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import type { KeysetPage, PageCursor } from "~/domain/page-cursor";
import { torontoToday } from "~/domain/time";
import { type Appointment, unlessErased } from "../booking-mail.server";
import {
  type BookingChange,
  type BookingChangeOutcome,
  type BookingDependencies,
  cancelBooking,
  rescheduleBooking,
  type StaffActor,
} from "../bookings.server";
import type { Executor } from "../db/executor.server";
import {
  appointmentEvents,
  appointments,
  consentRecords,
  emailOutbox,
  leads,
  staffAccounts,
} from "../db/schema.server";
import { attendanceEventTypes, bookingData } from "../webhooks/events.server";
import { enqueueWebhookEvent } from "../webhooks/outbox.server";
import type { ActingStaff } from "./acting-staff.server";
import {
  cappedCounts,
  type CountedRows,
  cursorInstant,
  type KeysetOrder,
  readKeysetPage,
} from "./keyset.server";

export const BOOKINGS_PAGE_SIZE = 25;

const soonestFirst: KeysetOrder = { at: appointments.startsAt, id: appointments.id, descending: false };

/**
 * Which bookings a list holds, and in what order: the next meeting first, the latest change first.
 * With a language, only the bookings made in it. Each order has a partial index of its own
 * (schema.server.ts), so that a page is read from its place in it.
 */
function listQuery(list: BookingList, now: Date, language?: Locale): { where: SQL; order: KeysetOrder } {
  const today = torontoToday(now);
  const confirmed = eq(appointments.status, "confirmed");
  // Erased bookings keep their slot and times for the record, but nothing to show or work with.
  const shown = and(
    isNull(appointments.erasedAt),
    language ? eq(appointments.language, language) : undefined,
  );
  switch (list) {
    case "today":
      return {
        where: and(shown, confirmed, eq(appointments.date, today))!,
        order: soonestFirst,
      };
    case "upcoming":
      // From now on: a meeting under way is still to be held.
      return {
        where: and(
          shown,
          confirmed,
          gte(appointments.date, today),
          gt(appointments.startsAt, new Date(now.getTime() - MEETING_MINUTES * 60_000)),
        )!,
        order: soonestFirst,
      };
    case "past":
      return {
        where: and(shown, confirmed, lt(appointments.date, today))!,
        order: { ...soonestFirst, descending: true },
      };
    case "cancelled":
      return {
        where: and(shown, eq(appointments.status, "cancelled"))!,
        order: { at: appointments.cancelledAt, id: appointments.id, descending: true },
      };
  }
}

export interface BookingListRow {
  id: string;
  date: string;
  timeSlot: string;
  name: string;
  email: string;
  company: string | null;
  meetingType: string;
  /** The language the visitor booked in, "en" or "fr". */
  language: string;
  attendance: Attendance | null;
  cancelledAt: Date | null;
}

export interface BookingListPage extends KeysetPage<BookingListRow> {
  list: BookingList;
}

/**
 * One page of a list, of every language or of one, from a cursor (the first page without one). A
 * booking cancelled or moved meanwhile shifts no other from one page to the next.
 */
export async function bookingListPage(
  db: Executor,
  list: BookingList,
  cursor: PageCursor | undefined,
  now: Date,
  language?: Locale,
): Promise<BookingListPage> {
  const { where, order } = listQuery(list, now, language);
  const page = await readKeysetPage(order, cursor, BOOKINGS_PAGE_SIZE, (position, orderBy, limit) =>
    db
      .select({
        id: appointments.id,
        cursorAt: cursorInstant(order.at),
        date: appointments.date,
        timeSlot: appointments.timeSlot,
        name: appointments.name,
        email: appointments.email,
        company: appointments.company,
        meetingType: appointments.meetingType,
        language: appointments.language,
        attendance: appointments.attendance,
        cancelledAt: appointments.cancelledAt,
      })
      .from(appointments)
      .where(and(where, position))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return {
    list,
    // The lists hold no erased booking, so name and email are there.
    rows: page.rows.map(({ cursorAt: _position, ...row }) => ({
      ...row,
      name: row.name ?? "",
      email: row.email ?? "",
      attendance: row.attendance as Attendance | null,
    })),
    previous: page.previous,
    next: page.next,
  };
}

/**
 * How many bookings each list holds, of every language or of one, for the tabs: each counted up to
 * COUNT_CAP + 1 through its list's index (the past and the cancelled only grow).
 */
export async function bookingListCounts(
  db: Executor,
  now: Date,
  language?: Locale,
): Promise<Record<BookingList, number>> {
  return cappedCounts(
    db,
    appointments,
    Object.fromEntries(BOOKING_LISTS.map((list) => [list, listQuery(list, now, language)])) as Record<
      BookingList,
      CountedRows
    >,
  );
}

export interface HistoryEntry {
  kind: "booked" | "rescheduled" | "cancelled";
  at: Date;
  date: string;
  timeSlot: string;
  previousDate: string | null;
  previousTimeSlot: string | null;
  reason: string | null;
  actor: "visitor" | "staff";
  /** The member of staff's email, when staff made the change. */
  staffEmail: string | null;
}

export interface BookingDetail {
  booking: Appointment;
  state: BookingState;
  history: HistoryEntry[];
  /** Leads sent with the same email address, compared without case. */
  leads: { id: string; name: string | null; company: string | null; status: string; createdAt: Date }[];
  /** The same person's other bookings. */
  otherBookings: { id: string; date: string; timeSlot: string; status: string }[];
  emails: {
    id: string;
    kind: string;
    status: string;
    attempts: number;
    dueAt: Date;
    sentAt: Date | null;
  }[];
  hasConsentRecord: boolean;
  changeability: StaffChangeability;
  attendanceOpen: boolean;
}

export type BookingLookup =
  | { kind: "found"; detail: BookingDetail }
  /** Its personal data was erased at the person's request: there is nothing to show or change. */
  | { kind: "erased"; erasedAt: Date }
  | { kind: "not-found" };

export async function bookingDetail(db: Executor, id: string, now: Date): Promise<BookingLookup> {
  if (!parseUuid(id)) return { kind: "not-found" };
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) return { kind: "not-found" };
  const booking = unlessErased(row);
  if (!booking) return { kind: "erased", erasedAt: row.erasedAt ?? now };

  const [history, sameEmailLeads, otherBookings, emails, consent] = await Promise.all([
    db
      .select({
        kind: appointmentEvents.kind,
        at: appointmentEvents.occurredAt,
        date: appointmentEvents.date,
        timeSlot: appointmentEvents.timeSlot,
        previousDate: appointmentEvents.previousDate,
        previousTimeSlot: appointmentEvents.previousTimeSlot,
        reason: appointmentEvents.reason,
        actor: appointmentEvents.actor,
        staffEmail: staffAccounts.email,
      })
      .from(appointmentEvents)
      .leftJoin(staffAccounts, eq(staffAccounts.id, appointmentEvents.staffId))
      .where(eq(appointmentEvents.appointmentId, id))
      .orderBy(asc(appointmentEvents.occurredAt), asc(appointmentEvents.id)),
    db
      .select({
        id: leads.id,
        name: leads.name,
        company: leads.company,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(sql`lower(${leads.email}) = lower(${booking.email})`)
      .orderBy(desc(leads.createdAt)),
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        timeSlot: appointments.timeSlot,
        status: appointments.status,
      })
      .from(appointments)
      .where(and(sql`lower(${appointments.email}) = lower(${booking.email})`, ne(appointments.id, id)))
      .orderBy(desc(appointments.startsAt)),
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        dueAt: emailOutbox.dueAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.appointmentId, id))
      .orderBy(asc(emailOutbox.dueAt), asc(emailOutbox.createdAt)),
    db
      .select({ id: consentRecords.id })
      .from(consentRecords)
      .where(eq(consentRecords.appointmentId, id))
      .limit(1),
  ]);
  const state = booking.status === "cancelled" ? "cancelled" : "confirmed";
  return {
    kind: "found",
    detail: {
      booking,
      state,
      history: history.map((entry) => ({
        ...entry,
        kind: entry.kind as HistoryEntry["kind"],
        actor: entry.actor as HistoryEntry["actor"],
      })),
      leads: sameEmailLeads,
      otherBookings,
      emails,
      hasConsentRecord: consent.length > 0,
      changeability: staffChangeability(state, booking.startsAt, now),
      attendanceOpen: attendanceOpen(state, booking.startsAt, now),
    },
  };
}

export type AttendanceOutcome =
  | { kind: "marked" | "unchanged" }
  | { kind: "not-found" }
  /** Cancelled, or not started yet: there is no attendance to mark. */
  | { kind: "not-open"; state: BookingState };

/**
 * Marks a meeting attended or no-show, once it has started; a mark can be corrected, and each mark
 * sends its webhook event. Locked, so two members of staff marking at once are applied one after
 * the other, each audited.
 */
export async function markAttendance(
  deps: Pick<BookingDependencies, "db" | "siteUrl">,
  by: ActingStaff,
  id: string,
  attendance: Attendance,
  now: Date,
): Promise<AttendanceOutcome> {
  if (!parseUuid(id)) return { kind: "not-found" };
  return deps.db.transaction(async (tx): Promise<AttendanceOutcome> => {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
    const booking = unlessErased(row);
    if (!booking) return { kind: "not-found" };
    const state = booking.status === "cancelled" ? "cancelled" : "confirmed";
    if (!attendanceOpen(state, booking.startsAt, now)) return { kind: "not-open", state };
    if (booking.attendance === attendance) return { kind: "unchanged" };
    const marked = { attendance, attendanceMarkedAt: now };
    await tx.update(appointments).set(marked).where(eq(appointments.id, id));
    await enqueueWebhookEvent(
      tx,
      {
        type: attendanceEventTypes[attendance],
        data: bookingData({ ...booking, ...marked }, deps.siteUrl),
        appointmentId: id,
      },
      now,
    );
    await by.audit(tx, {
      action: "booking-attendance-marked",
      subjectType: "booking",
      subjectId: id,
      details: { from: booking.attendance, to: attendance },
    });
    return { kind: "marked" };
  });
}

/** A change staff make for the visitor: the outcome of the lifecycle function, and whether it changed anything. */
export type StaffChangeOutcome = BookingChangeOutcome & { madeNow: boolean };

/** The lifecycle's actor for this member of staff: each change is audited in its own transaction. */
function staffActor(by: ActingStaff, made: { now: boolean }): StaffActor {
  return {
    kind: "staff",
    staffId: by.staff.id,
    async recordChange(tx: Executor, change: BookingChange) {
      made.now = true;
      await by.audit(tx, {
        action: change.kind === "cancelled" ? "booking-cancelled" : "booking-rescheduled",
        subjectType: "booking",
        subjectId: change.bookingId,
        // The reason is the visitor's business and stays on the booking; the log says there was one.
        details:
          change.kind === "cancelled"
            ? { reasonGiven: change.reason !== null }
            : {
                from: `${change.from.date} ${change.from.timeSlot}`,
                to: `${change.to.date} ${change.to.timeSlot}`,
              },
      });
    },
  };
}

/**
 * Cancels a booking for the visitor, as their manage link would (same function, same emails),
 * until the meeting starts. Cancelling a cancelled booking changes nothing (`madeNow` false).
 */
export async function cancelForVisitor(
  deps: BookingDependencies,
  by: ActingStaff,
  id: string,
  request: CancelRequest,
): Promise<StaffChangeOutcome> {
  if (!parseUuid(id)) return { kind: "not-found", madeNow: false };
  const made = { now: false };
  const outcome = await cancelBooking(deps, id, request, staffActor(by, made));
  return { ...outcome, madeNow: made.now };
}

/** Moves a booking for the visitor to a free slot, under the public booking rules, until it starts. */
export async function rescheduleForVisitor(
  deps: BookingDependencies,
  by: ActingStaff,
  id: string,
  request: RescheduleRequest,
): Promise<StaffChangeOutcome> {
  if (!parseUuid(id)) return { kind: "not-found", madeNow: false };
  const made = { now: false };
  const outcome = await rescheduleBooking(deps, id, request, staffActor(by, made));
  return { ...outcome, madeNow: made.now };
}
