import { describe, expect, it } from "vitest";
import { chosenSlotOf, withChosenSlot } from "./chosen-slot-query";

describe("chosenSlotOf", () => {
  it("reads the day and the time", () => {
    expect(chosenSlotOf("?date=2026-12-09&time=15:00")).toEqual({ date: "2026-12-09", time: "15:00" });
    expect(chosenSlotOf("?utm_source=news&date=2026-12-09")).toEqual({ date: "2026-12-09", time: null });
  });

  it("ignores a day that does not exist, a time that is not a slot, and a time without a day", () => {
    expect(chosenSlotOf("?date=2026-02-30&time=15:00")).toEqual({ date: null, time: null });
    expect(chosenSlotOf("?date=9999999-01-01")).toEqual({ date: null, time: null });
    expect(chosenSlotOf("?date=2026-12-09&time=15:05")).toEqual({ date: "2026-12-09", time: null });
    expect(chosenSlotOf("?date=2026-12-09&time=17:00")).toEqual({ date: "2026-12-09", time: null });
    expect(chosenSlotOf("?time=15:00")).toEqual({ date: null, time: null });
    expect(chosenSlotOf("?date=%002026-12-09")).toEqual({ date: null, time: null });
    expect(chosenSlotOf("")).toEqual({ date: null, time: null });
  });
});

describe("withChosenSlot", () => {
  it("writes the choice and keeps the rest of the query", () => {
    expect(withChosenSlot("?utm_source=news", { date: "2026-12-09", time: "15:00" })).toBe(
      "?utm_source=news&date=2026-12-09&time=15%3A00",
    );
    expect(withChosenSlot("?date=2026-12-08&time=09:00", { date: "2026-12-09", time: null })).toBe(
      "?date=2026-12-09",
    );
  });

  it("leaves nothing when nothing is chosen, and no time without a day", () => {
    expect(withChosenSlot("?date=2026-12-09&time=15:00", { date: null, time: null })).toBe("");
    expect(withChosenSlot("?utm_source=news&date=2026-12-09", { date: null, time: "15:00" })).toBe(
      "?utm_source=news",
    );
  });

  it("reads back what it wrote", () => {
    const chosen = { date: "2026-12-09", time: "15:00" };
    expect(chosenSlotOf(withChosenSlot("?utm_source=news", chosen))).toEqual(chosen);
  });
});
