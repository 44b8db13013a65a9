import { describe, expect, it } from "vitest";
import { freeSlots } from "./free-slots";

describe("freeSlots", () => {
  const now = new Date("2026-11-30T15:00:00Z");

  it("gives each bookable slot of the window once, from tomorrow on", () => {
    const slots = freeSlots(now);
    expect(slots.length).toBeGreaterThan(100);
    expect(slots[0]!.date > "2026-11-30").toBe(true);
    expect(new Set(slots.map((slot) => `${slot.date} ${slot.timeSlot}`)).size).toBe(slots.length);
  });

  it("leaves out what a seeded database holds as booked or blocked", () => {
    const [first, second, third] = freeSlots(now);
    const taken = new Map([
      [
        first!.date,
        new Map([
          [first!.timeSlot, "confirmed" as const],
          [second!.timeSlot, "blocked" as const],
        ]),
      ],
    ]);
    const free = freeSlots(now, taken);
    expect(free).not.toContainEqual(first);
    expect(free).not.toContainEqual(second);
    expect(second!.date).toBe(first!.date);
    expect(free[0]).toEqual(third);
    expect(free).toHaveLength(freeSlots(now).length - 2);
  });
});
