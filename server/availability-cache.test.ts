import { describe, expect, it } from "vitest";
import { dayRecordsCache } from "./availability-cache";
import type { DayRecords } from "../app/server/bookings.server";

const MONDAY = "2026-11-23";

/** A database stand-in that counts its reads and can hold one until released. */
function fakeDatabase() {
  let reads = 0;
  let hold: Promise<void> | undefined;
  return {
    get reads() {
      return reads;
    },
    holdNextRead() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    async read(): Promise<DayRecords> {
      reads++;
      const waiting = hold;
      hold = undefined;
      await waiting;
      return { taken: new Map([["09:00", "confirmed"]]), rules: { reopenedHolidays: new Set() } };
    },
  };
}

describe("dayRecordsCache", () => {
  it("reads the database every time until changes are heard", async () => {
    const database = fakeDatabase();
    const cache = dayRecordsCache(() => database.read());
    await cache.read(MONDAY);
    await cache.read(MONDAY);
    expect(database.reads).toBe(2);
  });

  it("keeps a day once changes are heard, until the next change", async () => {
    const database = fakeDatabase();
    const cache = dayRecordsCache(() => database.read());
    cache.startKeeping();
    const first = await cache.read(MONDAY);
    expect(await cache.read(MONDAY)).toBe(first);
    expect(database.reads).toBe(1);
    cache.forget();
    await cache.read(MONDAY);
    expect(database.reads).toBe(2);
  });

  it("does not keep what was read while a change was heard", async () => {
    const database = fakeDatabase();
    const cache = dayRecordsCache(() => database.read());
    cache.startKeeping();
    const release = database.holdNextRead();
    const reading = cache.read(MONDAY);
    cache.forget(); // a write committed while the read was under way
    release();
    await reading;
    await cache.read(MONDAY);
    expect(database.reads).toBe(2);
  });

  it("keeps nothing of a read that failed", async () => {
    let fail = true;
    const cache = dayRecordsCache(async () => {
      if (fail) throw new Error("connection lost");
      return { taken: new Map(), rules: {} };
    });
    cache.startKeeping();
    await expect(cache.read(MONDAY)).rejects.toThrow("connection lost");
    fail = false;
    expect(await cache.read(MONDAY)).toEqual({ taken: new Map(), rules: {} });
  });
});
