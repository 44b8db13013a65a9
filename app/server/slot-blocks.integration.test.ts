import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server";
import { appointmentAvailability } from "./db/schema.server";
import { blockSlot, checkSlot, unblockSlot } from "./slot-blocks.server";
import { takenSlots } from "./taken-slots.server";
import { type RunningApi, startApi } from "../../tests/support/api-server";
import { testDatabases } from "../../tests/support/databases";
import { bookingBody } from "../../tests/support/fixtures";

const NOW = new Date("2026-11-20T15:00:00Z");

describe("checkSlot", () => {
  it("accepts a date and one of the slots and explains anything else", () => {
    expect(checkSlot("2026-12-01", "10:00")).toBeUndefined();
    expect(checkSlot("2026-12-32", "10:00")).toMatch(/not a date/);
    expect(checkSlot("2026-12-01", "10:10")).toMatch(/not one of the slots/);
    expect(checkSlot("2026-12-01", "17:00")).toMatch(/not one of the slots/);
  });
});

describe.each(testDatabases)("blocking slots on $name", ({ open }) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  beforeAll(async () => {
    database = await open();
    api = await startApi(database, { now: () => NOW });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it("blocks a slot so that it shows as blocked and cannot be booked, then unblocks it", async () => {
    const { db } = database;
    expect(await blockSlot(db, "2026-12-01", "10:00")).toBe("blocked");
    expect(await blockSlot(db, "2026-12-01", "10:00")).toBe("already-blocked");
    expect(await takenSlots(db, "2026-12-01")).toEqual([{ time: "10:00", status: "blocked" }]);

    const { slots } = await (await fetch(`${api.origin}/api/availability?date=2026-12-01`)).json();
    expect(slots.find((s: { time: string }) => s.time === "10:00")).toEqual({
      time: "10:00",
      available: false,
      reason: "blocked",
    });

    expect(await unblockSlot(db, "2026-12-01", "10:00")).toBe("unblocked");
    expect(await unblockSlot(db, "2026-12-01", "10:00")).toBe("not-blocked");
    expect(await takenSlots(db, "2026-12-01")).toEqual([]);
  });

  it("neither blocks nor unblocks a booked slot", async () => {
    const response = await fetch(`${api.origin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingBody({ date: "2026-12-02", timeSlot: "09:00" })),
    });
    expect(response.status).toBe(201);
    expect(await blockSlot(database.db, "2026-12-02", "09:00")).toBe("booked");
    expect(await unblockSlot(database.db, "2026-12-02", "09:00")).toBe("booked");
    const rows = await database.db.select().from(appointmentAvailability);
    expect(rows.filter((row) => row.date === "2026-12-02")).toHaveLength(1);
  });
});
