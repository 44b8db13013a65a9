/**
 * The days Ontario offices are closed for a statutory holiday (DESIGN.md decision 11), computed by
 * rule for any year rather than taken from a library or a list: /book-a-call runs this in the
 * browser, whose JavaScript budget has no room for a holiday package, and a list runs out
 * (docs/decisions/016-ontario-holidays-by-rule.md). Dates are "YYYY-MM-DD", as in time.ts.
 */
import { addDays, isCalendarDate, isoWeekday } from "./time";

export interface Holiday {
  /** The day the offices are closed: the holiday itself, or its weekday substitute. */
  date: string;
  name: string;
}

const MONDAY = 1;
const FRIDAY = 5;
// The Gregorian calendar, which the Easter rule below assumes, began in October 1582.
const FIRST_GREGORIAN_YEAR = 1583;
const LAST_FOUR_DIGIT_YEAR = 9999;

function calendarDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The `nth` Monday of a month: nthMonday(2027, 2, 3) is Family Day 2027, "2027-02-15". */
function nthMonday(year: number, month: number, nth: number): string {
  const first = calendarDate(year, month, 1);
  const firstMonday = addDays(first, (MONDAY - isoWeekday(first) + 7) % 7);
  return addDays(firstMonday, (nth - 1) * 7);
}

/** The last Monday on or before a date: Victoria Day is the one on or before May 24. */
function mondayOnOrBefore(date: string): string {
  return addDays(date, MONDAY - isoWeekday(date));
}

/**
 * Easter Sunday by the anonymous Gregorian computus (Meeus, "Astronomical Algorithms", ch. 8):
 * integer arithmetic on the year, valid for every Gregorian year.
 */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

/** The holidays on the days they fall, in the order of the year. */
function holidaysAsTheyFall(year: number): Holiday[] {
  return [
    { date: calendarDate(year, 1, 1), name: "New Year's Day" },
    { date: nthMonday(year, 2, 3), name: "Family Day" },
    { date: addDays(easterSunday(year), -2), name: "Good Friday" },
    { date: mondayOnOrBefore(calendarDate(year, 5, 24)), name: "Victoria Day" },
    { date: calendarDate(year, 7, 1), name: "Canada Day" },
    { date: nthMonday(year, 8, 1), name: "Civic Holiday" },
    { date: nthMonday(year, 9, 1), name: "Labour Day" },
    { date: nthMonday(year, 10, 2), name: "Thanksgiving" },
    { date: calendarDate(year, 12, 25), name: "Christmas Day" },
    { date: calendarDate(year, 12, 26), name: "Boxing Day" },
  ];
}

/**
 * Ontario's statutory holidays of a year on the days the offices are closed, in date order. A
 * holiday on a Saturday or Sunday is observed, as employers observe it, on the next weekday that
 * is not already a holiday: Christmas on Sunday 2022-12-25 moves past Boxing Day (Monday the 26th)
 * to Tuesday the 27th; with Christmas on Saturday 2021-12-25 moved to Monday the 27th, Boxing Day
 * (Sunday the 26th) goes to Tuesday the 28th. No substitute leaves the year: the only holidays near
 * its end are Christmas and Boxing Day, whose substitutes land by December 28.
 */
/** A year's holidays, computed once: every availability answer asks for them (at most 8,417 years). */
const holidaysByYear = new Map<number, readonly Holiday[]>();

export function ontarioHolidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > LAST_FOUR_DIGIT_YEAR) {
    throw new RangeError(
      `Not a Gregorian year from ${FIRST_GREGORIAN_YEAR} to ${LAST_FOUR_DIGIT_YEAR}: ${year}`,
    );
  }
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = computeOntarioHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays.map((holiday) => ({ ...holiday }));
}

function computeOntarioHolidays(year: number): Holiday[] {
  const asTheyFall = holidaysAsTheyFall(year);
  // A holiday's own date is taken even before its turn comes, so that an earlier substitute
  // cannot land on it (Christmas 2022 must skip Boxing Day).
  const closed = new Set(asTheyFall.map((holiday) => holiday.date));
  const observed = asTheyFall.map(({ date, name }) => {
    if (isoWeekday(date) <= FRIDAY) return { date, name };
    let substitute = addDays(date, 1);
    while (isoWeekday(substitute) > FRIDAY || closed.has(substitute)) substitute = addDays(substitute, 1);
    closed.add(substitute);
    return { date: substitute, name };
  });
  // Christmas 2022 is observed on the 27th, after Boxing Day on the 26th. YYYY-MM-DD sorts as text.
  return observed.sort((first, second) => (first.date < second.date ? -1 : 1));
}

/** Each holiday's name as Ontario's French-language services write it. */
const frenchHolidayNames: Record<string, string> = {
  "New Year's Day": "Jour de l’An",
  "Family Day": "Jour de la Famille",
  "Good Friday": "Vendredi saint",
  "Victoria Day": "Fête de Victoria",
  "Canada Day": "Fête du Canada",
  "Civic Holiday": "Congé civique",
  "Labour Day": "Fête du Travail",
  Thanksgiving: "Action de grâce",
  "Christmas Day": "Noël",
  "Boxing Day": "Lendemain de Noël",
};

/** A holiday's name (as ontarioHolidays gives it) in `locale`. */
export function holidayNameIn(name: string, locale: "en" | "fr"): string {
  return locale === "fr" ? (frenchHolidayNames[name] ?? name) : name;
}

/** The name of the holiday whose observed day `date` is, or undefined on any other day. */
export function closedHoliday(date: string): string | undefined {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const year = Number(date.slice(0, 4));
  if (year < FIRST_GREGORIAN_YEAR) return undefined;
  return ontarioHolidays(year).find((holiday) => holiday.date === date)?.name;
}
