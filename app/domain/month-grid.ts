/**
 * The month pages of the booking calendar: which dates a month shows, week by week, and how its
 * caption and headers read in each language. Months are "YYYY-MM", dates "YYYY-MM-DD", as in
 * time.ts.
 */
import type { Locale } from "./locale";
import { addDays, isoWeekday } from "./time";

/** 1 = Monday … 7 = Sunday, as isoWeekday counts. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The day each language's weeks start on, as CLDR has it for the site's tags (en-CA, fr-CA):
 * Sunday in both, as calendars in Canada are laid out (France's fr-FR would be Monday, 1). A
 * constant rather than Intl's weekInfo, which not every browser has and which must give the
 * prerendered grid and the browser's the same answer; a test checks it against CLDR where the
 * runtime offers it.
 */
const FIRST_DAY_OF_WEEK = { en: 7, fr: 7 } as const satisfies Record<Locale, IsoWeekday>;

/**
 * The first day of the week in `locale`: the one place the grid, its weekday headers and the
 * keyboard's Home and End learn it from.
 */
export function firstDayOfWeek(locale: Locale): IsoWeekday {
  return FIRST_DAY_OF_WEEK[locale];
}

/** How many days `date` lies after the start of its week (0 to 6) when weeks start on `firstDay`. */
export function daysIntoWeek(date: string, firstDay: IsoWeekday): number {
  return (isoWeekday(date) - firstDay + 7) % 7;
}

/**
 * The weekday names from Sunday to Saturday: the full name (the header's `abbr`, read by screen
 * readers) and the short one shown. The short names are CLDR's "short" width: "Su", "Mo" … in
 * English, "di", "lu" … in French. Written out rather than asked of Intl, which offers no short
 * width and whose data may differ between the server that prerenders the grid and the browser.
 */
const WEEKDAYS = {
  en: {
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    short: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
  },
  fr: {
    long: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    short: ["di", "lu", "ma", "me", "je", "ve", "sa"],
  },
} as const satisfies Record<Locale, { long: readonly string[]; short: readonly string[] }>;

export type WeekdayName = { long: string; short: string };

/** The column headers of the grid in `locale`, from the week's first day. */
export function weekdayNames(locale: Locale, firstDay: IsoWeekday = firstDayOfWeek(locale)): WeekdayName[] {
  const { long, short } = WEEKDAYS[locale];
  return Array.from({ length: 7 }, (_, column) => {
    const sinceSunday = (firstDay + column) % 7; // Sunday 7 → 0
    return { long: long[sinceSunday]!, short: short[sinceSunday]! };
  });
}

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
 * The month's dates in weeks of seven days from `firstDay` (Sunday unless said otherwise: pass
 * `firstDayOfWeek(locale)`); days of the neighbouring months that fill the first and last weeks
 * are null.
 */
export function monthWeeks(month: string, firstDay: IsoWeekday = firstDayOfWeek("en")): (string | null)[][] {
  const first = `${month}-01`;
  const leadingBlanks = daysIntoWeek(first, firstDay);
  const days: (string | null)[] = Array.from({ length: leadingBlanks }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The Intl locale of each language's caption (English as it always was). */
const captionLocales = { en: "en-US", fr: "fr-CA" } as const satisfies Record<Locale, string>;

// Made at first use: a page's first formatter loads the locale's data (domain/time.ts).
const monthCaptions: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** "2026-11" → "November 2026"; in French "novembre 2026" (French writes months in lower case). */
export function formatMonth(month: string, locale: Locale = "en"): string {
  const caption = (monthCaptions[locale] ??= new Intl.DateTimeFormat(captionLocales[locale], {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }));
  return caption.format(new Date(`${month}-01T00:00:00Z`));
}
