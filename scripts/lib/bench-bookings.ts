/**
 * POST /api/bookings under load: `count` bookings, each of a different free slot, so that every
 * request is a real write (a repeated slot would only measure the 409). Shared by bench:api and
 * bench:serve; the server's POST rate limit must be raised for the run.
 */
import autocannon from "autocannon";
import { FIXED_COUNT_SAMPLE_MS } from "./fixed-count-runs.ts";
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
    sampleInt: FIXED_COUNT_SAMPLE_MS,
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
