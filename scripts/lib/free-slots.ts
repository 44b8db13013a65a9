import { BOOKING_WINDOW_DAYS } from "../../app/domain/booking-policy.ts";
import { dateAvailability, daySlots, type SlotStatus } from "../../app/domain/slots.ts";
import { addDays, torontoToday } from "../../app/domain/time.ts";

/** The slots a database holds as booked or blocked: by date, then by time. */
export type TakenSlots = ReadonlyMap<string, ReadonlyMap<string, SlotStatus>>;

/**
 * Free (date, slot) pairs of the booking window, from tomorrow on, so that none turns past or
 * too soon while a benchmark runs. A new database has nothing booked or blocked; a seeded one
 * gives what it holds as `taken`.
 */
export function freeSlots(now: Date, taken: TakenSlots = new Map()): { date: string; timeSlot: string }[] {
  const pairs = [];
  const today = torontoToday(now);
  for (let day = 1; day <= BOOKING_WINDOW_DAYS; day++) {
    const date = addDays(today, day);
    if (!dateAvailability(date, now).bookable) continue;
    for (const slot of daySlots(date, now, taken.get(date) ?? new Map())) {
      if (slot.available) pairs.push({ date, timeSlot: slot.time });
    }
  }
  return pairs;
}
