/**
 * The month pages of the booking calendar: which dates a month shows, week by week, and how its
 * caption and headers read. Months are "YYYY-MM", dates "YYYY-MM-DD", as in time.ts.
 */
import { addDays, isoWeekday } from "./time";

/** Sunday first, as calendars in Canada and the United States are laid out. */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `count` months after (or, when negative, before) `month`. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return first.toISOString().slice(0, 7);
}

/**
 * The month's dates in weeks from Sunday to Saturday; days of the neighbouring months that fill
 * the first and last weeks are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const leadingBlanks = isoWeekday(first) % 7; // Sunday 7 → 0 blanks
  const days: (string | null)[] = Array.from({ length: leadingBlanks }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

// Made at first use: a page's first formatter loads the locale's data (domain/time.ts).
let monthCaption: Intl.DateTimeFormat | undefined;

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  monthCaption ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
  return monthCaption.format(new Date(`${month}-01T00:00:00Z`));
}
