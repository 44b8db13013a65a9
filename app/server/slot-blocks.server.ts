/**
 * Staff blocks and unblocks slots (DESIGN.md decision 1): a blocked slot is an
 * appointment_availability row with status 'blocked', which the booking rules then refuse.
 * Used by `npm run slots`, directly or through a running server's control socket (ADR 019).
 */
import { and, eq, sql } from "drizzle-orm";
import type { SlotRef } from "~/domain/slot-week";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { isSlotTime } from "~/domain/slots";
import { isCalendarDate } from "~/domain/time";
import { CommandRefused, type ControlCommand } from "./control-commands.server";
import type { Executor } from "./db/executor.server";
import { appointmentAvailability } from "./db/schema.server";
import { takenSlots } from "./taken-slots.server";

export type BlockResult = "blocked" | "already-blocked" | "booked";
export type UnblockResult = "unblocked" | "not-blocked" | "booked";

export function checkSlot(date: string, time: string): string | undefined {
  if (!isCalendarDate(date)) return `"${date}" is not a date (YYYY-MM-DD)`;
  if (!isSlotTime(time)) return `"${time}" is not one of the slots (${bookingPolicyWords.slotGrid})`;
  return undefined;
}

async function currentStatus(db: Executor, date: string, time: string) {
  const [row] = await db
    .select({ status: appointmentAvailability.status })
    .from(appointmentAvailability)
    .where(and(eq(appointmentAvailability.date, date), eq(appointmentAvailability.timeSlot, time)));
  return row?.status;
}

// Rows per statement: far below PostgreSQL's 65,535 parameters, and a year of slots in a few.
const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
}

const keyOf = (slot: SlotRef) => `${slot.date} ${slot.time}`;

/** `(date, time_slot) in ((…), …)`: one of these slots. */
function amongSlots(slots: readonly SlotRef[]) {
  const pairs = slots.map((slot) => sql`(${slot.date}::date, ${slot.time})`);
  return sql`(${appointmentAvailability.date}, ${appointmentAvailability.timeSlot}) in (${sql.join(pairs, sql`, `)})`;
}

export interface BlockedSlots {
  blocked: SlotRef[];
  /** Blocked already, by someone else or earlier: left with its note. */
  alreadyBlocked: SlotRef[];
  /** Booked by a visitor: a block never takes a booked slot. */
  booked: SlotRef[];
}

/**
 * Blocks these slots, with a note and who blocked them. A slot already taken is left as it is and
 * reported: the unique constraint on (date, time_slot) decides any race with a booking or another
 * block, as `on conflict do nothing` waits for the other transaction and then skips the slot.
 * Run it in a transaction to make a block of many slots all or nothing.
 */
export async function blockSlots(
  db: Executor,
  slots: readonly SlotRef[],
  block: { note?: string | null; blockedBy?: string | null } = {},
): Promise<BlockedSlots> {
  const inserted = new Set<string>();
  for (const chunk of chunks(slots)) {
    const rows = await db
      .insert(appointmentAvailability)
      .values(
        chunk.map((slot) => ({
          date: slot.date,
          timeSlot: slot.time,
          status: "blocked",
          note: block.note || null,
          blockedBy: block.blockedBy ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ date: appointmentAvailability.date, time: appointmentAvailability.timeSlot });
    for (const row of rows) inserted.add(keyOf(row));
  }
  const result: BlockedSlots = { blocked: [], alreadyBlocked: [], booked: [] };
  const skipped = slots.filter((slot) => !inserted.has(keyOf(slot)));
  const statusOf = new Map<string, string>();
  for (const chunk of chunks(skipped)) {
    const rows = await db
      .select({
        date: appointmentAvailability.date,
        time: appointmentAvailability.timeSlot,
        status: appointmentAvailability.status,
      })
      .from(appointmentAvailability)
      .where(amongSlots(chunk));
    for (const row of rows) statusOf.set(keyOf(row), row.status);
  }
  for (const slot of slots) {
    if (inserted.has(keyOf(slot))) result.blocked.push(slot);
    else if (statusOf.get(keyOf(slot)) === "blocked") result.alreadyBlocked.push(slot);
    // Taken by a booking, or by a row that was there at the insert and has gone since (a booking
    // cancelled meanwhile): either way the slot was not free to block.
    else result.booked.push(slot);
  }
  return result;
}

/** Lifts the blocks among these slots; booked and free slots are left as they are. */
export async function unblockSlots(db: Executor, slots: readonly SlotRef[]): Promise<SlotRef[]> {
  const removed: SlotRef[] = [];
  for (const chunk of chunks(slots)) {
    const rows = await db
      .delete(appointmentAvailability)
      .where(and(eq(appointmentAvailability.status, "blocked"), amongSlots(chunk)))
      .returning({ date: appointmentAvailability.date, time: appointmentAvailability.timeSlot });
    removed.push(...rows);
  }
  return removed;
}

export async function blockSlot(db: Executor, date: string, time: string): Promise<BlockResult> {
  const { blocked, alreadyBlocked } = await blockSlots(db, [{ date, time }]);
  if (blocked.length > 0) return "blocked";
  return alreadyBlocked.length > 0 ? "already-blocked" : "booked";
}

export async function unblockSlot(db: Executor, date: string, time: string): Promise<UnblockResult> {
  if ((await unblockSlots(db, [{ date, time }])).length > 0) return "unblocked";
  return (await currentStatus(db, date, time)) === "confirmed" ? "booked" : "not-blocked";
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
      return takenSlots(db, date);
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
