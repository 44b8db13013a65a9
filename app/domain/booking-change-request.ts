/**
 * The two changes a booking's manage link allows, as the API and the page's form send them: one
 * zod schema each, like the booking request's (booking-request.ts).
 */
import * as z from "zod/mini";
import { CANCELLATION_REASON_MAX_LENGTH } from "./booking-change";
import { isCalendarDate, isClockTime } from "./time";
import { optionalText } from "./validation";

export const cancelRequestSchema = z.object({
  reason: optionalText("Reason", CANCELLATION_REASON_MAX_LENGTH),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

export const rescheduleRequestSchema = z.object({
  date: z.string({ error: "Please choose a date" }).check(z.refine(isCalendarDate, "Please choose a date")),
  timeSlot: z.string({ error: "Please choose a time" }).check(z.refine(isClockTime, "Please choose a time")),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
