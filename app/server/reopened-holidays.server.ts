/**
 * Ontario holidays that staff opened for bookings after all (DESIGN.md decision 11): the rows of
 * reopened_holidays, in the form the slot rules take them (AvailabilityOptions). Every place where
 * the server computes availability or checks a slot loads them here, so that a reopened holiday is
 * bookable through the API, the booking page's calendar and a move alike.
 */
import { and, gte, inArray, lte } from "drizzle-orm";
import { closedHoliday } from "~/domain/holidays";
import { BOOKING_WINDOW_DAYS } from "~/domain/booking-policy";
import type { AvailabilityOptions } from "~/domain/slots";
import { addDays, isCalendarDate, torontoToday } from "~/domain/time";
import { databaseUnavailable, unavailabilityReason } from "./db/errors.server";
import type { Executor } from "./db/executor.server";
import { reopenedHolidays } from "./db/schema.server";
import type { Logger } from "./logger.server";

/**
 * The slot rules' options for these dates: which of them are holidays staff reopened. Only
 * holidays are looked up, so a request for an ordinary day asks the database nothing.
 *
 * `lock` takes a share lock on the rows found, for a booking's transaction: closing the holiday
 * again (a delete) then waits until the booking has committed, so that it can count it, and a
 * booking that comes after the close finds the holiday closed.
 */
export async function slotRulesFor(
  db: Executor,
  dates: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<AvailabilityOptions> {
  const holidays = dates.filter((date) => isCalendarDate(date) && closedHoliday(date) !== undefined);
  if (holidays.length === 0) return { reopenedHolidays: new Set() };
  const query = db
    .select({ date: reopenedHolidays.date })
    .from(reopenedHolidays)
    .where(inArray(reopenedHolidays.date, holidays));
  const rows = lock ? await query.for("share") : await query;
  return { reopenedHolidays: new Set(rows.map((row) => row.date)) };
}

/**
 * The holidays reopened within the booking window, for the calendars of /book-a-call and of a
 * booking's page, which grey out holidays in the browser. With the database away the page still
 * renders, holidays shown closed: the server decides each booking anyway, and the times of a day
 * come from the API.
 */
export function calendarReopenings(db: Executor, now: () => Date, logger: Logger): () => Promise<string[]> {
  return async () => {
    const today = torontoToday(now());
    try {
      const rows = await db
        .select({ date: reopenedHolidays.date })
        .from(reopenedHolidays)
        .where(
          and(
            gte(reopenedHolidays.date, today),
            lte(reopenedHolidays.date, addDays(today, BOOKING_WINDOW_DAYS)),
          ),
        )
        .orderBy(reopenedHolidays.date);
      return rows.map((row) => row.date);
    } catch (error) {
      if (!databaseUnavailable(error)) throw error;
      logger.warn(
        { err: error, reason: unavailabilityReason(error) },
        "Database unavailable: holidays shown closed",
      );
      return [];
    }
  };
}
