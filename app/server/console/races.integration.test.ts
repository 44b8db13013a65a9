/**
 * Races for a slot in the console (issue 11, point 11), on PostgreSQL only (on PGlite, which runs
 * one statement at a time, they are reported skipped), each run a few times over so that both orders come up: two members of staff
 * blocking the same slot or day, a block racing a visitor's booking, two members of staff moving
 * two meetings into one slot, and a holiday closed while a visitor books it. Exactly one wins, the
 * loser is told plainly, and nothing is left half done: no slot held twice, no audit entry or
 * email for a change that did not happen.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  reopenedHolidays,
} from "../db/schema.server";
import { type RunningApi, startApi } from "../../../tests/support/api-server";
import { raceTest, testDatabases } from "../../../tests/support/databases";
import { bookingBody } from "../../../tests/support/fixtures";
import { actingStaff } from "../../../tests/support/staff";
import { changeSlots, closeHoliday, reopenHoliday, type SlotChangeOutcome } from "./availability.server";
import { rescheduleForVisitor } from "./bookings.server";

const FRIDAY_10AM = new Date("2026-11-20T15:00:00Z");

/** A block's counts; any other answer fails the test. */
function counts(outcome: SlotChangeOutcome) {
  if (outcome.kind !== "blocked")
    throw new Error(`Expected a block's counts, got ${JSON.stringify(outcome)}`);
  return outcome;
}
const TIMES = ["09:00", "09:20", "09:40", "10:00", "10:20", "10:40", "11:00", "11:20"];

/**
 * How long the second contender waits before it starts, one delay per round: a booking through
 * HTTP takes longer to reach the database than a call of the console's function, so without these
 * the block would win every round; with them, each side wins some.
 */
const STAGGER_MS = [0, 5, 10, 20, 30, 45, 60, 90];
const startingAfter = <T>(ms: number, work: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(work);

describe.each(testDatabases)("races for a slot on $name", ({ name, open }) => {
  // Lock and race tests: PostgreSQL only (tests/support/databases.ts says why).
  const race = raceTest({ name });
  let database: DatabaseHandle;
  let api: RunningApi;
  const now = () => FRIDAY_10AM;
  let alice: Awaited<ReturnType<typeof actingStaff>>;
  let bob: Awaited<ReturnType<typeof actingStaff>>;

  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now });
    alice = await actingStaff(database.db, now);
    bob = await actingStaff(database.db, now);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    await db.delete(emailOutbox);
    await db.delete(consentRecords);
    await db.delete(appointmentAvailability);
    await db.delete(appointmentEvents);
    await db.delete(appointments);
    await db.delete(idempotencyKeys);
    await db.delete(reopenedHolidays);
    await db.delete(auditLog);
  });

  const book = (overrides: Record<string, unknown>) =>
    fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody(overrides)),
    });
  const rowsAt = (date: string, time?: string) =>
    database.db
      .select()
      .from(appointmentAvailability)
      .where(
        time
          ? and(eq(appointmentAvailability.date, date), eq(appointmentAvailability.timeSlot, time))
          : eq(appointmentAvailability.date, date),
      )
      .orderBy(asc(appointmentAvailability.timeSlot));
  const emailsOf = async (id: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.appointmentId, id)))
      .map((email) => `${email.kind} ${email.id}`)
      .sort();
  const auditsOf = async (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

  race(
    "lets one of two members of staff blocking the same slot at once block it; the other is told it is blocked",
    async () => {
      for (const time of TIMES) {
        const block = (by: typeof alice, note: string) =>
          changeSlots(
            database.db,
            by,
            "block",
            { scope: "slot", date: "2026-12-07", time, note },
            now(),
          ).then(counts);
        const [fromAlice, fromBob] = await Promise.all([block(alice, "Alice's"), block(bob, "Bob's")]);
        expect([fromAlice.blocked, fromBob.blocked].sort()).toEqual([0, 1]);
        const [winner, loser] = fromAlice.blocked === 1 ? [alice, fromBob] : [bob, fromAlice];
        expect(loser).toEqual({ kind: "blocked", blocked: 0, alreadyBlocked: 1, booked: 0 });
        const rows = await rowsAt("2026-12-07", time);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: "blocked", blockedBy: winner.staff.id });
      }
      const audits = await auditsOf("slot-blocked");
      expect(audits).toHaveLength(TIMES.length);
    },
  );

  race(
    "shares a day between two members of staff blocking it at once: every slot blocked once, the counts add up",
    async () => {
      const blockDay = (by: typeof alice) =>
        changeSlots(database.db, by, "block", { scope: "day", date: "2026-12-08" }, now()).then(counts);
      const [fromAlice, fromBob] = await Promise.all([blockDay(alice), blockDay(bob)]);
      expect(fromAlice.blocked + fromBob.blocked).toBe(24);
      expect(fromAlice.alreadyBlocked + fromBob.alreadyBlocked).toBe(24);
      expect(await rowsAt("2026-12-08")).toHaveLength(24);
    },
  );

  race(
    "lets either a block or a visitor's booking take a slot, never both, and the loser hears so",
    async () => {
      for (const [index, time] of TIMES.entries()) {
        const email = `race-${index}@example.com`;
        const [booking, block] = await Promise.all([
          book({ email, date: "2026-12-09", timeSlot: time }),
          startingAfter(STAGGER_MS[index]!, () =>
            changeSlots(database.db, alice, "block", { scope: "slot", date: "2026-12-09", time }, now()),
          ),
        ]);
        const rows = await rowsAt("2026-12-09", time);
        expect(rows).toHaveLength(1);
        const stored = await database.db.select().from(appointments).where(eq(appointments.email, email));
        if (booking.status === 201) {
          expect(block).toEqual({ kind: "blocked", blocked: 0, alreadyBlocked: 0, booked: 1 });
          expect(rows[0]).toMatchObject({ status: "confirmed", appointmentId: stored[0]!.id });
        } else {
          expect(booking.status).toBe(409);
          expect(await booking.json()).toMatchObject({ code: "slot-taken" });
          expect(block).toMatchObject({ blocked: 1 });
          expect(rows[0]).toMatchObject({ status: "blocked" });
          // The visitor's booking left nothing behind: no booking, no consent record, no email.
          expect(stored).toEqual([]);
        }
      }
      const [{ total }] = (await database.db.select({ total: count() }).from(consentRecords)) as [
        { total: number },
      ];
      expect(total).toBe((await database.db.select().from(appointments)).length);
    },
  );

  race(
    "moves only one of two meetings two members of staff move into one slot at once; the other stays as it was",
    async () => {
      const ids: string[] = [];
      for (const [index, time] of ["13:00", "13:20"].entries()) {
        const response = await book({
          email: `move-${index}@example.com`,
          date: "2026-12-10",
          timeSlot: time,
        });
        ids.push(((await response.json()) as { id: string }).id);
      }
      const deps = {
        db: database.db,
        now,
        salesInbox: "sales@example.com",
        siteUrl: "https://www.example.com",
      };
      for (const target of TIMES) {
        const before = await database.db.select().from(appointments).orderBy(asc(appointments.email));
        const emailsBefore = await Promise.all(ids.map(emailsOf));
        const outcomes = await Promise.all([
          rescheduleForVisitor(deps, alice, ids[0]!, { date: "2026-12-11", timeSlot: target }),
          rescheduleForVisitor(deps, bob, ids[1]!, { date: "2026-12-11", timeSlot: target }),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["changed", "slot-taken"]);
        const loserIndex = outcomes[0]!.kind === "slot-taken" ? 0 : 1;
        expect(outcomes[loserIndex]!.madeNow).toBe(false);
        const after = await database.db.select().from(appointments).orderBy(asc(appointments.email));
        expect(after[loserIndex]).toEqual(before[loserIndex]);
        const rows = await rowsAt("2026-12-11", target);
        expect(rows.map((row) => row.appointmentId)).toEqual([ids[1 - loserIndex]]);
        // Only the winner's move changed emails: the loser's are as they were.
        expect(await emailsOf(ids[loserIndex]!)).toEqual(emailsBefore[loserIndex]);
        expect(await emailsOf(ids[1 - loserIndex]!)).not.toEqual(emailsBefore[1 - loserIndex]);
      }
      const audits = await auditsOf("booking-rescheduled");
      expect(audits).toHaveLength(TIMES.length);
      // Each meeting holds exactly one slot.
      for (const id of ids) {
        const held = await database.db
          .select()
          .from(appointmentAvailability)
          .where(eq(appointmentAvailability.appointmentId, id));
        expect(held).toHaveLength(1);
      }
    },
  );

  race(
    "counts a booking made while a reopened holiday closes, or refuses it: never a booking it does not count",
    async () => {
      const boxingDay = "2026-12-28";
      for (const [index, time] of TIMES.entries()) {
        await reopenHoliday(database.db, alice, { date: boxingDay }, now());
        const before = (await rowsAt(boxingDay)).length;
        const [booking, closed] = await Promise.all([
          book({ email: `holiday-${index}@example.com`, date: boxingDay, timeSlot: time }),
          startingAfter(STAGGER_MS[index]!, () => closeHoliday(database.db, bob, { date: boxingDay }, now())),
        ]);
        const after = (await rowsAt(boxingDay)).length;
        expect(closed).toMatchObject({ kind: "closed", bookingsKept: after });
        if (booking.status === 201) expect(after).toBe(before + 1);
        else {
          expect(booking.status).toBe(400);
          expect(await booking.json()).toMatchObject({ fieldErrors: { date: "Closed: Boxing Day" } });
          expect(after).toBe(before);
        }
      }
    },
  );
});
