import { BOOKING_WINDOW_DAYS } from "../../app/domain/booking-policy.ts";
import { dateAvailability, daySlots } from "../../app/domain/slots.ts";
import { addDays, torontoToday } from "../../app/domain/time.ts";

/**
 * Free (date, slot) pairs of the booking window, from tomorrow on, so that none turns past or
 * too soon while a benchmark runs. The benchmarks' databases are new, so nothing is booked or blocked.
 */
export function freeSlots(now: Date): { date: string; timeSlot: string }[] {
  const pairs = [];
  const today = torontoToday(now);
  for (let day = 1; day <= BOOKING_WINDOW_DAYS; day++) {
    const date = addDays(today, day);
    if (!dateAvailability(date, now).bookable) continue;
    for (const slot of daySlots(date, now, new Map())) pairs.push({ date, timeSlot: slot.time });
  }
  return pairs;
}
