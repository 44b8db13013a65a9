/**
 * Availability as staff manage it in the console (issue 11, point 4): a working week of slots,
 * each free, booked, blocked, a closed holiday or past; and which slots a block or an unblock of
 * one slot, a whole day or a range of dates covers. Pure rules: the server reads the stored rows
 * and the site's clock, these decide.
 */
import * as z from "zod/mini";
import { closedHoliday } from "./holidays";
import { SLOT_TIMES } from "./booking-policy";
import { isSlotTime, type SlotStatus } from "./slots";
import { addDays, isCalendarDate, isoWeekday, torontoInstant, torontoToday } from "./time";
import { optionalText } from "./validation";

const FRIDAY = 5;

/** The Monday of the week `date` is in. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Monday to Friday of the week `date` is in: the days that have slots. */
export function workingWeek(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: FRIDAY }, (_, index) => addDays(monday, index));
}

export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= FRIDAY;
}

export type SlotState = "free" | "booked" | "blocked" | "holiday" | "past";

/**
 * A slot's state in the console. A booking shows whenever it was, so that staff can open it (and
 * mark attendance); any other slot that has started is past, whatever it was, since nothing can be
 * done with it; a block shows over a holiday because it can only have been made while the holiday
 * was reopened, and staff may want to lift it.
 */
export function slotState(slot: {
  taken: SlotStatus | undefined;
  started: boolean;
  /** The date is an Ontario holiday that has not been reopened. */
  closedHoliday: boolean;
}): SlotState {
  if (slot.taken === "confirmed") return "booked";
  if (slot.started) return "past";
  if (slot.taken === "blocked") return "blocked";
  if (slot.closedHoliday) return "holiday";
  return "free";
}

/** The longest range one block or unblock covers: a year is more than any closure needs. */
export const SELECTION_MAX_DAYS = 366;

/** How far ahead staff plan: blocks and the week view reach 2 years from today, no further. */
export const PLANNING_HORIZON_DAYS = 731;

/** The earliest week the console shows: bookings began long after it. */
export const FIRST_WEEK = "2000-01-03";

/** Whether the console shows the week of `date`: from FIRST_WEEK to the planning horizon. */
export function weekInRange(date: string, now: Date): boolean {
  return date >= FIRST_WEEK && date <= addDays(torontoToday(now), PLANNING_HORIZON_DAYS);
}

/** One slot, a whole day (`from` = `to`, no time) or a range of dates. */
export interface SlotSelection {
  from: string;
  to: string;
  /** One slot: its time. Otherwise every slot of each day. */
  time?: string;
}

export interface SlotRef {
  date: string;
  time: string;
}

export type SlotChange = "block" | "unblock";

/**
 * The slots a block or an unblock of `selection` acts on, or the reason, per form field, why it
 * acts on none. Slots that have started are left alone (the past is not rewritten), as are
 * weekends. A block also leaves out holidays that are closed (they are closed already); an
 * unblock covers them, to lift a block made while the holiday was reopened.
 */
export function selectedSlots(
  change: SlotChange,
  selection: SlotSelection,
  now: Date,
  reopenedHolidays: ReadonlySet<string> = new Set(),
): { slots: SlotRef[] } | { fieldErrors: Record<string, string> } {
  const { from, to, time } = selection;
  const singleDay = from === to;
  const dateField = singleDay ? "date" : "from";
  const endField = singleDay ? "date" : "to";
  if (to < from) return { fieldErrors: { to: "The last date must be on or after the first date" } };
  const today = torontoToday(now);
  if (to < today)
    return { fieldErrors: { [endField]: singleDay ? "This day is over" : "This range is over" } };
  if (to > addDays(today, PLANNING_HORIZON_DAYS)) {
    return { fieldErrors: { [endField]: "Slots can be changed up to 2 years ahead" } };
  }
  if (addDays(from, SELECTION_MAX_DAYS - 1) < to) {
    return { fieldErrors: { to: `A range can cover at most ${SELECTION_MAX_DAYS} days` } };
  }
  const slots: SlotRef[] = [];
  let closedHolidayName: string | undefined;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isWorkingDay(date)) continue;
    const holiday = closedHoliday(date);
    if (change === "block" && holiday && !reopenedHolidays.has(date)) {
      closedHolidayName = holiday;
      continue;
    }
    for (const slotTime of time === undefined ? SLOT_TIMES : [time]) {
      if (torontoInstant(date, slotTime).getTime() > now.getTime()) slots.push({ date, time: slotTime });
    }
  }
  if (slots.length > 0) return { slots };
  if (singleDay && !isWorkingDay(from)) {
    return { fieldErrors: { date: "Slots are Monday to Friday only" } };
  }
  if (singleDay && closedHolidayName) {
    return {
      fieldErrors: {
        date: `${closedHolidayName} is closed already; reopen it first to open or block its slots`,
      },
    };
  }
  if (time !== undefined) return { fieldErrors: { time: "This slot has already started" } };
  return {
    fieldErrors: {
      [dateField]: singleDay
        ? "This day's slots have all started"
        : "No slot in this range is still to come on a working day",
    },
  };
}

// The forms of the availability page: a plain date input sends YYYY-MM-DD.
const DATE_MESSAGE = "Please enter a date (YYYY-MM-DD)";
const dateField = z.string({ error: DATE_MESSAGE }).check(z.refine(isCalendarDate, DATE_MESSAGE));
const TIME_MESSAGE = "Please choose one of the slots (9:00 AM to 4:40 PM)";
const timeField = z.string({ error: TIME_MESSAGE }).check(z.refine(isSlotTime, TIME_MESSAGE));

export const SLOT_NOTE_MAX_LENGTH = 200;
const note = optionalText("Note", SLOT_NOTE_MAX_LENGTH);

/** A block or unblock form, by its scope: one slot, a day, or a range of dates. */
export const slotSelectionSchema = z.discriminatedUnion(
  "scope",
  [
    z.object({ scope: z.literal("slot"), date: dateField, time: timeField, note }),
    z.object({ scope: z.literal("day"), date: dateField, note }),
    z.object({ scope: z.literal("range"), from: dateField, to: dateField, note }),
  ],
  { error: "Please say whether to change one slot, a day or a range of dates" },
);
export type SlotSelectionForm = z.infer<typeof slotSelectionSchema>;

export function selectionOf(form: SlotSelectionForm): SlotSelection {
  switch (form.scope) {
    case "slot":
      return { from: form.date, to: form.date, time: form.time };
    case "day":
      return { from: form.date, to: form.date };
    case "range":
      return { from: form.from, to: form.to };
  }
}

/** Reopening a holiday (with an optional note) or closing it again. */
export const holidayFormSchema = z.object({ date: dateField, note });
