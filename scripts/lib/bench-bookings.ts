/**
 * POST /api/bookings under load: `count` bookings, each of a different free slot, so that every
 * request is a real write (a repeated slot would only measure the 409). Shared by bench:api and
 * bench:serve; the server's POST rate limit must be raised for the run.
 */
import { type FixedCountResult, type FixedCountWrites, postFixedCount } from "./fixed-count-runs.ts";
import { freeSlots } from "./free-slots.ts";

export async function benchBookings(
  origin: string,
  { count, connections, warmUp = 0 }: FixedCountWrites,
): Promise<{ result: FixedCountResult; count: number }> {
  const slots = freeSlots(new Date());
  // The warm-up's bookings take slots too.
  const amount = Math.min(count, slots.length - warmUp);
  const result = await postFixedCount(
    origin,
    "/api/bookings",
    (n) => benchBooking(`bench${n}@example.com`, slots[n - 1]!),
    { count: amount, connections, warmUp },
  );
  return { result, count: amount };
}

/** A valid booking request of `slot` for `email`, as the booking form sends it. */
export function benchBooking(email: string, slot: { date: string; timeSlot: string }) {
  return {
    name: "Bench Visitor",
    email,
    meetingType: "lead-generation",
    topics: ["ppl"],
    consent: true,
    date: slot.date,
    timeSlot: slot.timeSlot,
    timezone: "America/Toronto",
  };
}
