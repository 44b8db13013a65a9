/**
 * Staff blocks and unblocks slots (DESIGN.md decision 1): a blocked slot is an
 * appointment_availability row with status 'blocked', which the booking rules then refuse.
 * Used by `npm run slots`, directly or through a running server's control socket (ADR 019).
 */
import { and, eq } from "drizzle-orm";
import { isSlotTime } from "~/domain/slots";
import { isCalendarDate } from "~/domain/time";
import { CommandRefused, type ControlCommand } from "./control/control-socket.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "./db/errors.server";
import type { Executor } from "./db/executor.server";
import { appointmentAvailability } from "./db/schema.server";

export type BlockResult = "blocked" | "already-blocked" | "booked";
export type UnblockResult = "unblocked" | "not-blocked" | "booked";

export function checkSlot(date: string, time: string): string | undefined {
  if (!isCalendarDate(date)) return `"${date}" is not a date (YYYY-MM-DD)`;
  if (!isSlotTime(time)) return `"${time}" is not one of the slots (09:00 to 16:40, every 20 minutes)`;
  return undefined;
}

async function currentStatus(db: Executor, date: string, time: string) {
  const [row] = await db
    .select({ status: appointmentAvailability.status })
    .from(appointmentAvailability)
    .where(and(eq(appointmentAvailability.date, date), eq(appointmentAvailability.timeSlot, time)));
  return row?.status;
}

export async function blockSlot(db: Executor, date: string, time: string): Promise<BlockResult> {
  try {
    await db.insert(appointmentAvailability).values({ date, timeSlot: time, status: "blocked" });
    return "blocked";
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    return (await currentStatus(db, date, time)) === "blocked" ? "already-blocked" : "booked";
  }
}

export async function unblockSlot(db: Executor, date: string, time: string): Promise<UnblockResult> {
  const removed = await db
    .delete(appointmentAvailability)
    .where(
      and(
        eq(appointmentAvailability.date, date),
        eq(appointmentAvailability.timeSlot, time),
        eq(appointmentAvailability.status, "blocked"),
      ),
    )
    .returning({ date: appointmentAvailability.date });
  if (removed.length > 0) return "unblocked";
  return (await currentStatus(db, date, time)) === "confirmed" ? "booked" : "not-blocked";
}

/** The taken slots of a day, in time order. */
export async function takenSlotsOf(db: Executor, date: string) {
  return db
    .select({ time: appointmentAvailability.timeSlot, status: appointmentAvailability.status })
    .from(appointmentAvailability)
    .where(eq(appointmentAvailability.date, date))
    .orderBy(appointmentAvailability.timeSlot);
}

/**
 * The commands of `npm run slots`, run the same whether the tool opened the database itself or
 * sent them through a running server's control socket.
 */
export function slotCommands(db: Executor): Record<string, ControlCommand> {
  const slotOf = (args: Record<string, unknown>) => {
    const [date, time] = [String(args.date ?? ""), String(args.time ?? "")];
    const problem = checkSlot(date, time);
    if (problem) throw new CommandRefused(problem);
    return { date, time };
  };
  return {
    "slots.list": async (args) => {
      const date = String(args.date ?? "");
      if (!isCalendarDate(date)) throw new CommandRefused(`"${date}" is not a date (YYYY-MM-DD)`);
      return takenSlotsOf(db, date);
    },
    "slots.block": async (args) => {
      const { date, time } = slotOf(args);
      return blockSlot(db, date, time);
    },
    "slots.unblock": async (args) => {
      const { date, time } = slotOf(args);
      return unblockSlot(db, date, time);
    },
  };
}
