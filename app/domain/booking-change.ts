/**
 * What a visitor may do with a booking they hold the link to (DESIGN.md decision 10): cancel it
 * with an optional reason, or move it to another free slot, until the change cut-off before it
 * starts (booking-policy.ts). The server applies these rules and the manage page shows the same
 * verdict, so a button the page offers is one the server honours. The requests' schemas are in booking-change-request.ts, apart,
 * so that the page showing a booking loads no schema library.
 */
import { REMINDER_LEAD_MINUTES, VISITOR_CHANGE_CUTOFF_MINUTES } from "./booking-policy";

export const BOOKING_STATES = ["confirmed", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const CANCELLATION_REASON_MAX_LENGTH = 500;

/**
 * "changeable": cancel and reschedule are offered. "cancelled": nothing is, the visitor may book
 * again. "too-late": the meeting starts within the visitor's change cut-off (or has started), so a
 * change must go through a person, by phone.
 */
export type Changeability = "changeable" | "cancelled" | "too-late";

export function changeability(state: BookingState, startsAt: Date, now: Date): Changeability {
  if (state === "cancelled") return "cancelled";
  const minutesUntilStart = (startsAt.getTime() - now.getTime()) / 60_000;
  return minutesUntilStart < VISITOR_CHANGE_CUTOFF_MINUTES ? "too-late" : "changeable";
}

/**
 * What staff may do with a booking from the console: cancel or move it until it starts, the time
 * past the visitor's cut-off, when they are told to call, included (that call is what staff then
 * act on). Once it has started it can no longer be changed; what is left is to mark attendance.
 */
export type StaffChangeability = "changeable" | "cancelled" | "started";

export function staffChangeability(state: BookingState, startsAt: Date, now: Date): StaffChangeability {
  if (state === "cancelled") return "cancelled";
  return hasStarted(startsAt, now) ? "started" : "changeable";
}

export function hasStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/**
 * The console's lists of bookings: the meetings still to come from now on (the first, which the
 * page opens on), today's, those before today, and the cancelled.
 */
export const BOOKING_LISTS = ["upcoming", "today", "past", "cancelled"] as const;
export type BookingList = (typeof BOOKING_LISTS)[number];

export const ATTENDANCES = ["attended", "no-show"] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** Attendance is marked on a confirmed meeting once it has started, and can be corrected later. */
export function attendanceOpen(state: BookingState, startsAt: Date, now: Date): boolean {
  return state === "confirmed" && hasStarted(startsAt, now);
}

/** One line of a booking's history, as the manage page and the API show it. */
export interface BookingHistoryEntry {
  kind: "booked" | "rescheduled" | "cancelled";
  /** When it happened, ISO 8601. */
  at: string;
  /** The meeting's slot after the event. */
  date: string;
  timeSlot: string;
  /** For a move: the slot it left. */
  previousDate?: string;
  previousTimeSlot?: string;
  reason?: string;
}

/** A booking as its manage link shows it: GET /api/bookings/{id} and the /bookings/{id} page. */
export interface BookingView {
  id: string;
  state: BookingState;
  date: string;
  timeSlot: string;
  /** The UTC instant of the slot, ISO 8601. */
  startsAt: string;
  timezone: string;
  meetingType: string;
  topics: string[];
  changeability: Changeability;
  history: BookingHistoryEntry[];
  /** The calendar file of the meeting as it stands. */
  calendarUrl: string;
}

/** The date of the reminder email: REMINDER_LEAD_MINUTES before the meeting, as an instant (so DST-proof). */
const REMINDER_LEAD_MS = REMINDER_LEAD_MINUTES * 60_000;

/** When a reminder goes, or undefined when the meeting is too close for one to make sense. */
export function reminderDueAt(startsAt: Date, now: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  return due.getTime() > now.getTime() ? due : undefined;
}
