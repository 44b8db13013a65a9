/**
 * Which dates and time slots can be booked (spec.md sections 5 and 9, DESIGN.md decision 1). The
 * server decides with these rules and the browser displays the same verdicts, so a slot the
 * picker offers is one the server accepts. Every rule takes "now" as an argument: no hidden clock.
 */
import {
  BOOKING_WINDOW_DAYS,
  bookingPolicyWords,
  bookingPolicyWordsFr,
  MINIMUM_NOTICE_MINUTES,
  SLOT_TIMES,
} from "./booking-policy";
import { closedHoliday, holidayNameIn } from "./holidays";
import { addDays, isCalendarDate, isoWeekday, torontoInstant, torontoToday } from "./time";

const LAST_WORKING_WEEKDAY = 5; // Friday, in ISO numbering
const MILLISECONDS_PER_MINUTE = 60_000;

export function isSlotTime(time: string): boolean {
  return SLOT_TIMES.includes(time);
}

/** The statuses of the appointment_availability table: a booking, or a slot staff took out. */
export const SLOT_STATUSES = ["confirmed", "blocked"] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export type DateUnavailableReason = "invalid" | "past" | "beyond-window" | "closed-day" | "holiday";
// `reason?: undefined` on the bookable side lets callers read `.reason` without narrowing first.
export type DateAvailability =
  | { bookable: true; reason?: undefined }
  | { bookable: false; reason: Exclude<DateUnavailableReason, "holiday"> }
  | { bookable: false; reason: "holiday"; holiday: string };
export type DateUnavailable = Extract<DateAvailability, { bookable: false }>;

export interface AvailabilityOptions {
  /** Holidays ("YYYY-MM-DD") that staff opened for bookings after all. None unless given. */
  reopenedHolidays?: ReadonlySet<string>;
}

/**
 * Bookable: a real date, Monday to Friday, from Toronto's today to today + BOOKING_WINDOW_DAYS, both
 * included,
 * that is not an Ontario holiday (DESIGN.md decision 11) unless staff reopened it.
 * The reasons are checked in the order of DateUnavailableReason.
 */
export function dateAvailability(date: string, now: Date, options?: AvailabilityOptions): DateAvailability {
  return dateAvailabilityOn(date, torontoToday(now), options);
}

/** dateAvailability when Toronto's date is already known: the calendar gets it from the server. */
export function dateAvailabilityOn(
  date: string,
  today: string,
  { reopenedHolidays = new Set() }: AvailabilityOptions = {},
): DateAvailability {
  if (!isCalendarDate(date)) return { bookable: false, reason: "invalid" };
  // Outside the window first: the API refuses a past or too distant date with a 400 whatever its
  // weekday, and answers a weekend or holiday within the window with its closed slots.
  // YYYY-MM-DD dates compare correctly as text.
  if (date < today) return { bookable: false, reason: "past" };
  if (date > addDays(today, BOOKING_WINDOW_DAYS)) return { bookable: false, reason: "beyond-window" };
  if (isoWeekday(date) > LAST_WORKING_WEEKDAY) return { bookable: false, reason: "closed-day" };
  const holiday = closedHoliday(date);
  if (holiday && !reopenedHolidays.has(date)) return { bookable: false, reason: "holiday", holiday };
  return { bookable: true };
}

/**
 * Why a date cannot be booked, in the words both the API and the calendar show: "Closed:
 * Christmas Day" on a holiday.
 */
export function dateProblem(day: DateUnavailable, locale: "en" | "fr" = "en"): string {
  if (locale === "fr") return frenchDateProblem(day);
  switch (day.reason) {
    case "invalid":
      return "Please choose a date";
    case "past":
      return "This date has already passed";
    case "beyond-window":
      return `Calls can be booked up to ${bookingPolicyWords.window} in advance`;
    case "closed-day":
      return "Calls are available Monday to Friday only";
    case "holiday":
      return `Closed: ${day.holiday}`;
  }
}

function frenchDateProblem(day: DateUnavailable): string {
  switch (day.reason) {
    case "invalid":
      return "Veuillez choisir une date";
    case "past":
      return "Cette date est déjà passée";
    case "beyond-window":
      return `Les appels peuvent être réservés jusqu’à ${bookingPolicyWordsFr.window} à l’avance`;
    case "closed-day":
      return "Les appels ont lieu du lundi au vendredi seulement";
    case "holiday":
      return `Fermé\u00a0: ${holidayNameIn(day.holiday, "fr")}`;
  }
}

export type SlotUnavailableReason = "booked" | "blocked" | "past" | "notice" | "closed";
export type SlotVerdict<Reason extends string> =
  { available: true; reason?: undefined } | { available: false; reason: Reason };

/**
 * The verdict for one of SLOT_TIMES. Precedence: closed (the date is not bookable: outside the
 * window, a weekend or a holiday) > booked > blocked > past > notice, so a visitor is told the most
 * lasting reason.
 *
 * Notice convention: a slot is available when it starts at least MINIMUM_NOTICE_MINUTES after
 * `now` (start - now >= notice); one starting a second less than the notice away is not.
 */
function verdictForSlot(
  date: string,
  time: string,
  now: Date,
  takenStatus: SlotStatus | undefined,
  dateIsBookable: boolean,
): SlotVerdict<SlotUnavailableReason> {
  if (!dateIsBookable) return { available: false, reason: "closed" };
  if (takenStatus === "confirmed") return { available: false, reason: "booked" };
  if (takenStatus === "blocked") return { available: false, reason: "blocked" };
  const millisecondsUntilStart = torontoInstant(date, time).getTime() - now.getTime();
  if (millisecondsUntilStart < 0) return { available: false, reason: "past" };
  if (millisecondsUntilStart < MINIMUM_NOTICE_MINUTES * MILLISECONDS_PER_MINUTE) {
    return { available: false, reason: "notice" };
  }
  return { available: true };
}

/** The verdict for any requested time, as the server checks a booking: "09:10" is "not-a-slot". */
export function slotAvailability(
  date: string,
  time: string,
  now: Date,
  takenStatus?: SlotStatus,
  options?: AvailabilityOptions,
): SlotVerdict<SlotUnavailableReason | "not-a-slot"> {
  if (!isSlotTime(time)) return { available: false, reason: "not-a-slot" };
  return verdictForSlot(date, time, now, takenStatus, dateAvailability(date, now, options).bookable);
}

export type DaySlot = { time: string } & SlotVerdict<SlotUnavailableReason>;

/** All 24 slots of a date with their verdicts; `taken` maps a slot time to its stored status. */
export function daySlots(
  date: string,
  now: Date,
  taken: ReadonlyMap<string, SlotStatus>,
  options?: AvailabilityOptions,
): DaySlot[] {
  // The date's verdict is the same for every slot: work it out once.
  const dateIsBookable = dateAvailability(date, now, options).bookable;
  return SLOT_TIMES.map((time) => ({
    time,
    ...verdictForSlot(date, time, now, taken.get(time), dateIsBookable),
  }));
}
