/**
 * Ontario holidays that staff opened for bookings after all (DESIGN.md decision 11): the rows of
 * reopened_holidays, in the form the slot rules take them (AvailabilityOptions). Every place where
 * the server computes availability or checks a slot loads them here, so that a reopened holiday is
 * bookable through the API, the booking page's calendar and a move alike.
 */
import { and, gte, inArray, lte } from "drizzle-orm";
import { closedHoliday } from "~/domain/holidays";
import type { AvailabilityOptions } from "~/domain/slots";
import { isCalendarDate } from "~/domain/time";
import type { Executor } from "./db/executor.server";
import { reopenedHolidays } from "./db/schema.server";

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

/** The reopened holidays from `first` to `last`, both included, as dates: for the booking calendar. */
export async function reopenedHolidaysBetween(db: Executor, first: string, last: string): Promise<string[]> {
  const rows = await db
    .select({ date: reopenedHolidays.date })
    .from(reopenedHolidays)
    .where(and(gte(reopenedHolidays.date, first), lte(reopenedHolidays.date, last)))
    .orderBy(reopenedHolidays.date);
  return rows.map((row) => row.date);
}
