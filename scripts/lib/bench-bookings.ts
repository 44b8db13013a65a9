/**
 * POST /api/bookings under load: `count` bookings, each of a different free slot, so that every
 * request is a real write (a repeated slot would only measure the 409). Shared by bench:api and
 * bench:serve; the server's POST rate limit must be raised for the run.
 */
import autocannon from "autocannon";
import { freeSlots } from "./free-slots.ts";

export async function benchBookings(
  origin: string,
  { count, connections }: { count: number; connections: number },
): Promise<{ result: autocannon.Result; count: number }> {
  const slots = freeSlots(new Date());
  const amount = Math.min(count, slots.length);
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    timeout: 10,
    // A run of a fixed count stops at the sample after its last answer: every 100 ms, not every
    // second, so that its duration, and the rate taken from it, is not rounded up to a second.
    sampleInt: 100,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const slot = slots[next++ % slots.length]!;
          return {
            ...request,
            body: JSON.stringify(benchBooking(`bench${next}@example.com`, slot)),
          };
        },
      },
    ],
  });
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

/**
 * A run's requests a second over its own duration. autocannon's `requests.average` is per sample
 * (a second by default, 100 ms for the fixed-count runs above), and a run of a fixed count that
 * ended 0.1 s into its third second counted as three whole seconds (500 in 2.1 s: 167/s).
 */
export function requestsPerSecond(result: autocannon.Result): number {
  return Math.round(result.requests.total / result.duration);
}
