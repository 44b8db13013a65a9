/**
 * The booking policy (DESIGN.md decisions 1 and 10): how long a call lasts, the slots of a working
 * day, how much notice a booking needs, how far ahead one can be made, until when the visitor can
 * change it, and when the reminder goes. Every rule reads these numbers, and every page, email,
 * console screen and API message that states one builds its words with the functions below, so a
 * change here changes what the site does and what it says together. A test
 * (app/booking-policy-copy.test.ts) fails when a number of hours, minutes or days is typed elsewhere.
 * Like all of app/domain, this module imports nothing of ours.
 */

/** The length of the free call. */
export const MEETING_MINUTES = 20;

/** When a meeting that starts at `startsAt` ends. */
export function meetingEndsAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MEETING_MINUTES * 60_000);
}

/** A visitor books a slot at least this long before it starts (start - now >= notice). */
export const MINIMUM_NOTICE_MINUTES = 120;

/**
 * The visitor can cancel or move a booking from its link until this long before it starts; after
 * that they are asked to call. Its own rule: today it equals the booking notice, but either can
 * change without the other.
 */
export const VISITOR_CHANGE_CUTOFF_MINUTES = 120;

/** Calls can be booked from Toronto's today to today + this many days, both included. */
export const BOOKING_WINDOW_DAYS = 60;

/** The reminder email goes this long before the meeting. */
export const REMINDER_LEAD_MINUTES = 24 * 60;

/** The slot grid of a working day, Toronto wall-clock minutes after midnight: 09:00 first. */
export const FIRST_SLOT_MINUTES = 9 * 60;
/** Meetings follow one another without a gap. */
export const SLOT_STEP_MINUTES = MEETING_MINUTES;
/** The last meeting must end by 17:00, so 16:40 is the last start. */
export const LAST_SLOT_MINUTES = 17 * 60 - MEETING_MINUTES;

function clockTime(minutesAfterMidnight: number): string {
  const hours = Math.floor(minutesAfterMidnight / 60);
  const minutes = minutesAfterMidnight % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "09:00", "09:20", … "16:40": 24 slots, Toronto wall-clock times. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, index) => clockTime(FIRST_SLOT_MINUTES + index * SLOT_STEP_MINUTES),
);

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * A length of time in words, in whole hours when it is some: 120 → "2 hours", 20 → "20 minutes",
 * 1440 → "24 hours" (the policy speaks of the reminder in hours, not as a day).
 */
export function minutesInWords(minutes: number): string {
  return minutes % 60 === 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
}

/** A number of days in words: 60 → "60 days". */
export function daysInWords(days: number): string {
  return plural(days, "day");
}

/** A length of time as an adjective: 20 → "20-minute", 120 → "2-hour". */
export function lengthAdjective(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/** The policy in the words the copy uses; one place to read them from. */
export const bookingPolicyWords = {
  /** "20 minutes" */
  meetingLength: minutesInWords(MEETING_MINUTES),
  /** "20-minute", as in "a free 20-minute call". */
  meetingLengthAdjective: lengthAdjective(MEETING_MINUTES),
  /** "2 hours", as in "at least 2 hours from now". */
  notice: minutesInWords(MINIMUM_NOTICE_MINUTES),
  /** "2 hours", as in "up to 2 hours before the call". */
  changeCutoff: minutesInWords(VISITOR_CHANGE_CUTOFF_MINUTES),
  /** "60 days", as in "up to 60 days in advance". */
  window: daysInWords(BOOKING_WINDOW_DAYS),
  /** "24 hours", as in "24 hours from now". */
  reminderLead: minutesInWords(REMINDER_LEAD_MINUTES),
  /** "09:00 to 16:40, every 20 minutes" */
  slotGrid: `${SLOT_TIMES[0]} to ${SLOT_TIMES.at(-1)}, every ${minutesInWords(SLOT_STEP_MINUTES)}`,
} as const;

const pluriel = (count: number, unit: string) => `${count}\u00a0${unit}${count >= 2 ? "s" : ""}`;

/** A length of time in French words: 120 → "2 heures", 20 → "20 minutes", 1440 → "24 heures". */
export function minutesInFrenchWords(minutes: number): string {
  return minutes % 60 === 0 ? pluriel(minutes / 60, "heure") : pluriel(minutes, "minute");
}

/** A Toronto wall-clock time as Quebec writes it: "09:00" → "9 h", "16:40" → "16 h 40". */
export function frenchClockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}`;
}

/**
 * The policy in the words the French copy uses (fr-CA): no-break spaces between a number and its
 * unit, 24-hour times written "9 h" and "16 h 40" as the Office québécois de la langue française
 * recommends. French has no "20-minute" adjective: "un appel de 20 minutes" uses `meetingLength`.
 */
export const bookingPolicyWordsFr = {
  /** "20 minutes" */
  meetingLength: minutesInFrenchWords(MEETING_MINUTES),
  /** "2 heures", as in "au moins 2 heures à l'avance". */
  notice: minutesInFrenchWords(MINIMUM_NOTICE_MINUTES),
  /** "2 heures", as in "jusqu'à 2 heures avant l'appel". */
  changeCutoff: minutesInFrenchWords(VISITOR_CHANGE_CUTOFF_MINUTES),
  /** "60 jours", as in "jusqu'à 60 jours à l'avance". */
  window: `${BOOKING_WINDOW_DAYS}\u00a0jour${BOOKING_WINDOW_DAYS >= 2 ? "s" : ""}`,
  /** "24 heures" */
  reminderLead: minutesInFrenchWords(REMINDER_LEAD_MINUTES),
  /** "de 9 h à 16 h 40, toutes les 20 minutes" */
  slotGrid: `de ${frenchClockTime(SLOT_TIMES[0]!)} à ${frenchClockTime(SLOT_TIMES.at(-1)!)}, toutes les ${minutesInFrenchWords(SLOT_STEP_MINUTES)}`,
} as const;
