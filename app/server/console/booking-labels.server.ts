/**
 * How the console's booking and availability pages word a meeting's time and a week's days,
 * for their loaders and actions: formatted on the server, so that the console's code in the
 * browser imports nothing of app/domain.
 */
import { formatBookingDate, formatSlotWithZone } from "~/domain/time";

/** "Monday, December 7, 2026 at 9:00 AM EST". */
export function meetingTime(date: string, timeSlot: string): string {
  return `${formatBookingDate(date)} at ${formatSlotWithZone(date, timeSlot)}`;
}

const weekdayMonthDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});

/** "2026-12-07" → "Mon, Dec 7": a column of the week's grid. */
export function shortDate(date: string): string {
  return weekdayMonthDay.format(new Date(`${date}T00:00:00Z`));
}
