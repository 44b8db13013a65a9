/**
 * How the console's booking and availability pages word a meeting's time and a booking's emails,
 * for their loaders and actions: formatted on the server, so that the console's code in the
 * browser imports nothing of app/domain.
 */
import { formatBookingDate, formatSlotWithZone } from "~/domain/time";

/** "Monday, December 7, 2026 at 9:00 AM EST". */
export function meetingTime(date: string, timeSlot: string): string {
  return `${formatBookingDate(date)} at ${formatSlotWithZone(date, timeSlot)}`;
}

export const emailKindLabels: Record<string, string> = {
  "booking-confirmation": "Confirmation to the visitor",
  "booking-reminder": "Reminder to the visitor",
  "booking-rescheduled": "New time, to the visitor",
  "booking-cancelled": "Cancellation, to the visitor",
  "booking-notification": "New booking, to the sales inbox",
  "booking-rescheduled-notification": "Move, to the sales inbox",
  "booking-cancelled-notification": "Cancellation, to the sales inbox",
};

export const emailStatusLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
};

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
