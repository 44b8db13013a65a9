/**
 * The taken slots of a day (booked or blocked): the one read of appointment_availability by date,
 * behind both the booking rules (bookings.server.ts) and `npm run slots list` (slot-blocks.server.ts).
 */
import { eq } from "drizzle-orm";
import type { SlotStatus } from "~/domain/slots";
import type { Executor } from "./db/executor.server";
import { appointmentAvailability } from "./db/schema.server";

export interface TakenSlot {
  time: string;
  status: SlotStatus;
}

/** The taken slots of a day, in time order. */
export async function takenSlots(db: Executor, date: string): Promise<TakenSlot[]> {
  const rows = await db
    .select({ time: appointmentAvailability.timeSlot, status: appointmentAvailability.status })
    .from(appointmentAvailability)
    .where(eq(appointmentAvailability.date, date))
    .orderBy(appointmentAvailability.timeSlot);
  // The column's check constraint admits only SLOT_STATUSES.
  return rows.map((row) => ({ time: row.time, status: row.status as SlotStatus }));
}
