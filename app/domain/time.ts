/**
 * Wall-clock maths in the business time zone (DESIGN.md decision 2). Bookings are wall-clock times
 * in Toronto ("2026-11-02" at "09:00"); the instant they stand for depends on daylight saving time,
 * so every conversion goes through Toronto's offset from @date-fns/tz and never through the
 * machine's own time zone: the server and every visitor's browser get the same answers.
 *
 * Calendar dates are plain "YYYY-MM-DD" strings, handled as midnight UTC (UTC has no daylight
 * saving time, so adding days never drifts into the neighbouring day) with Date.UTC and Intl
 * rather than date-fns: /book-a-call runs this in the browser, where date-fns' format and
 * parseISO would cost about 7 KB gzip of a budget that has none to spare (ADR 009).
 */
// The subpath: the package root also brings TZDate, which rolldown cannot drop (3 KB gzip).
import { tzOffset } from "@date-fns/tz/tzOffset";
import { type Locale, withFrenchFirstOfMonth } from "./locale";

export const BUSINESS_TIME_ZONE = "America/Toronto";

export type ZoneAbbreviation = "EST" | "EDT";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Toronto's offsets from UTC in minutes, as tzOffset reports them.
const EASTERN_STANDARD_OFFSET = -300;
const EASTERN_DAYLIGHT_OFFSET = -240;

/**
 * A strict "YYYY-MM-DD" naming a day that exists ("2026-02-30" does not). Plain Date.UTC rather
 * than date-fns: the browser's form validation uses this, and parseISO would add 2.7 KB to it.
 */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls a day that does not exist over into the next month; a real date stays put.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A strict 24-hour "HH:MM" from "00:00" to "23:59". */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

function clockParts(time: string): { hours: number; minutes: number } {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new Error(`Not a clock time (HH:MM): ${time}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** A calendar date as midnight UTC. */
function calendarDay(date: string): Date {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

/** Midnight UTC back to "YYYY-MM-DD". */
function calendarDateOf(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/**
 * Today's date in Toronto at the instant `now`, "YYYY-MM-DD": the instant moved by Toronto's
 * offset, read as UTC. The offset is remembered by the hour (below), so this costs no Intl call;
 * the API asks it several times a request.
 */
export function torontoToday(now: Date): string {
  const instant = now.getTime();
  return calendarDateOf(new Date(instant + torontoOffsetMilliseconds(instant)));
}

/** The calendar date `days` after (or, when negative, before) `date`. */
export function addDays(date: string, days: number): string {
  const day = calendarDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return calendarDateOf(day);
}

const MILLISECONDS_PER_MINUTE = 60_000;

const MILLISECONDS_PER_HOUR = 3_600_000;

/**
 * Toronto's offset by UTC hour, remembered: asking Intl for it was a quarter of the CPU time of
 * GET /api/availability (24 slots, several instants each). Toronto changes its clocks at 2 AM
 * local time, always on a whole UTC hour, so the offset is the same throughout each UTC hour. The
 * booking window spans about 1,500 hours; the memory is cleared if it ever holds far more.
 */
const offsetByUtcHour = new Map<number, number>();
const MAX_REMEMBERED_HOURS = 50_000;

function torontoOffsetMilliseconds(instant: number): number {
  const hour = Math.floor(instant / MILLISECONDS_PER_HOUR);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    offset = tzOffset(BUSINESS_TIME_ZONE, new Date(hour * MILLISECONDS_PER_HOUR)) * MILLISECONDS_PER_MINUTE;
    if (offsetByUtcHour.size >= MAX_REMEMBERED_HOURS) offsetByUtcHour.clear();
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant of a Toronto wall-clock time: ("2026-11-02", "09:00") → 2026-11-02T14:00:00Z.
 *
 * Computed from Toronto's offsets alone, because TZDate resolves the hour repeated when daylight
 * saving time ends differently depending on the machine's own time zone. The two days a year when
 * a wall-clock time is not unique follow RFC 5545 §3.3.5, as calendar programs do: a repeated time
 * is its first occurrence (01:30 on the day DST ends is EDT), and a time skipped when DST starts
 * is read with the offset before the gap (02:30 becomes 03:30 EDT). Booking hours meet neither.
 */
export function torontoInstant(date: string, time: string): Date {
  const day = calendarDay(date);
  const { hours, minutes } = clockParts(time);
  // The wall-clock reading written as if it were UTC; the instant is that minus Toronto's offset.
  const wallClock = day.getTime() + (hours * 60 + minutes) * MILLISECONDS_PER_MINUTE;
  const readsAsWallClock = (instant: number) => instant + torontoOffsetMilliseconds(instant) === wallClock;

  // Toronto is west of UTC, so `wallClock` taken as an instant lies hours before the one we want,
  // and the offset in force there is the earlier of the two around a change.
  const withEarlierOffset = wallClock - torontoOffsetMilliseconds(wallClock);
  if (readsAsWallClock(withEarlierOffset)) return new Date(withEarlierOffset);
  const withLaterOffset = wallClock - torontoOffsetMilliseconds(withEarlierOffset);
  if (readsAsWallClock(withLaterOffset)) return new Date(withLaterOffset);
  // Neither offset gives this reading: the time falls in the spring-forward gap.
  return new Date(withEarlierOffset);
}

/**
 * "EST" or "EDT" as Toronto has it at that wall-clock moment. Derived from the offset rather than
 * from Intl's zone names, which some engines render as "GMT-5".
 */
export function zoneAbbreviation(date: string, time = "12:00"): ZoneAbbreviation {
  const offset = tzOffset(BUSINESS_TIME_ZONE, torontoInstant(date, time));
  if (offset === EASTERN_STANDARD_OFFSET) return "EST";
  if (offset === EASTERN_DAYLIGHT_OFFSET) return "EDT";
  throw new Error(`Unexpected offset for ${BUSINESS_TIME_ZONE} on ${date} ${time}: ${offset} minutes`);
}

/**
 * The zone as each language abbreviates it: French writes "heure normale de l'Est" and "heure
 * avancée de l'Est" as HNE and HAE (Office québécois de la langue française).
 */
const zoneAbbreviations = {
  en: { EST: "EST", EDT: "EDT" },
  fr: { EST: "HNE", EDT: "HAE" },
} as const satisfies Record<Locale, Record<ZoneAbbreviation, string>>;

/** Toronto's zone at that wall-clock moment in `locale`: "EST"/"EDT" in English, "HNE"/"HAE" in French. */
export function zoneAbbreviationIn(locale: Locale, date: string, time = "12:00"): string {
  return zoneAbbreviations[locale][zoneAbbreviation(date, time)];
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return calendarDay(date).getUTCDay() || 7;
}

/**
 * The Intl locale each language's dates are written with. English keeps en-US, whose long date
 * ("Monday, November 2, 2026") the site has always shown; French is Canadian French.
 */
const dateLocales = { en: "en-US", fr: "fr-CA" } as const satisfies Record<Locale, string>;

// Made at first use, like Toronto's: a page's first formatter loads the locale's data.
const longDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * "2026-11-02" → "Monday, November 2, 2026"; in French "lundi 2 novembre 2026", and "mardi
 * 1er décembre 2026" for the first of a month (French writes it as an ordinal, Intl does not).
 */
export function formatBookingDate(date: string, locale: Locale = "en"): string {
  const format = (longDates[locale] ??= new Intl.DateTimeFormat(dateLocales[locale], {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }));
  const written = format.format(calendarDay(date));
  return locale === "fr" ? withFrenchFirstOfMonth(written) : written;
}

/** The no-break space French puts inside "10 h 20" and before a zone, so that none is split. */
const NO_BREAK_SPACE = "\u00a0";

/**
 * "09:00" → "9:00 AM", "16:40" → "4:40 PM". Written out rather than through Intl, whose recent
 * versions put a narrow no-break space before "AM" and would make server and browser text differ.
 * French uses the 24-hour clock with "h" and no-break spaces (OQLF): "9 h", "16 h 40", "0 h 05",
 * "12 h".
 */
export function formatSlotTime(time: string, locale: Locale = "en"): string {
  const { hours, minutes } = clockParts(time);
  const paddedMinutes = String(minutes).padStart(2, "0");
  if (locale === "fr") {
    const hour = `${hours}${NO_BREAK_SPACE}h`;
    return minutes === 0 ? hour : `${hour}${NO_BREAK_SPACE}${paddedMinutes}`;
  }
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? "AM" : "PM";
  return `${twelveHour}:${paddedMinutes} ${meridiem}`;
}

/** "9:00 AM EST" in winter, "9:00 AM EDT" in summer; in French "9 h HNE" and "9 h HAE". */
export function formatSlotWithZone(date: string, time: string, locale: Locale = "en"): string {
  const space = locale === "fr" ? NO_BREAK_SPACE : " ";
  return `${formatSlotTime(time, locale)}${space}${zoneAbbreviationIn(locale, date, time)}`;
}

/** The word between a date and its time: "Monday, November 2, 2026 at 9:00 AM EST". */
const dateTimeJoiners = { en: "at", fr: "à" } as const satisfies Record<Locale, string>;

/**
 * An instant as Toronto read it, for a booking's history: 2026-11-26T15:25:00Z → "Thursday,
 * November 26, 2026 at 10:25 AM EST", in French "jeudi 26 novembre 2026 à 10 h 25 HNE".
 */
export function formatTorontoInstant(instant: Date, locale: Locale = "en"): string {
  const offset = torontoOffsetMilliseconds(instant.getTime());
  const wallClock = new Date(instant.getTime() + offset).toISOString();
  const zone: ZoneAbbreviation = offset === EASTERN_STANDARD_OFFSET * MILLISECONDS_PER_MINUTE ? "EST" : "EDT";
  const space = locale === "fr" ? NO_BREAK_SPACE : " ";
  return `${formatBookingDate(wallClock.slice(0, 10), locale)} ${dateTimeJoiners[locale]} ${formatSlotTime(
    wallClock.slice(11, 16),
    locale,
  )}${space}${zoneAbbreviations[locale][zone]}`;
}

/** An instant for the console's `<time>` elements: as Toronto reads it, and as ISO 8601. */
export function torontoTime(instant: Date): { text: string; iso: string } {
  return { text: formatTorontoInstant(instant), iso: instant.toISOString() };
}

/** An instant as a Toronto wall clock reads it, compactly: 2026-11-26T15:25:00Z → "2026-11-26 10:25". */
export function torontoDateTime(instant: Date): string {
  const wallClock = new Date(instant.getTime() + torontoOffsetMilliseconds(instant.getTime())).toISOString();
  return `${wallClock.slice(0, 10)} ${wallClock.slice(11, 16)}`;
}

/**
 * An instant as ISO 8601 on Toronto's wall clock, with Toronto's offset at that instant:
 * 2026-11-23T15:00:00Z → "2026-11-23T10:00:00.000-05:00", and "-04:00" under daylight saving time.
 * For machines that want the local time without knowing the zone's rules (webhook payloads).
 */
export function torontoIsoDateTime(instant: Date): string {
  const offset = torontoOffsetMilliseconds(instant.getTime());
  const wallClock = new Date(instant.getTime() + offset).toISOString().slice(0, -1);
  const offsetMinutes = Math.abs(offset) / MILLISECONDS_PER_MINUTE;
  const hours = String(Math.floor(offsetMinutes / 60)).padStart(2, "0");
  const minutes = String(offsetMinutes % 60).padStart(2, "0");
  return `${wallClock}${offset < 0 ? "-" : "+"}${hours}:${minutes}`;
}
