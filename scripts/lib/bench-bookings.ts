/**
 * POST /api/bookings under load: `count` bookings, each of a different free slot, so that every
 * request is a real write (a repeated slot would only measure the 409). Shared by bench:api and
 * bench:serve; the server's POST rate limit must be raised for the run.
 */
import autocannon from "autocannon";
import { assertAllAnswered, FIXED_COUNT_SAMPLE_MS } from "./fixed-count-runs.ts";
import { freeSlots } from "./free-slots.ts";

export async function benchBookings(
  origin: string,
  {
    count,
    connections,
    warmUp = 0,
  }: {
    count: number;
    connections: number;
    /** Bookings sent first and not measured, each of a slot of its own too (see WRITE_WARM_UP). */
    warmUp?: number;
  },
): Promise<{ result: autocannon.Result; count: number }> {
  const slots = freeSlots(new Date());
  let next = 0;
  const run = (amount: number) =>
    autocannon({
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
  if (warmUp > 0) assertAllAnswered("the warm-up's bookings", await run(Math.min(warmUp, slots.length)));
  const amount = Math.min(count, slots.length - next);
  return { result: await run(amount), count: amount };
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
