import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { fieldErrors } from "./validation";
import {
  holidayFormSchema,
  selectedSlots,
  selectionOf,
  slotSelectionSchema,
  slotState,
  weekInRange,
  weekStart,
  workingWeek,
} from "./slot-week";

// Thursday 2026-11-26, 10:25 AM in Toronto (EST): the end-to-end tests' "now".
const now = new Date("2026-11-26T15:25:00Z");

describe("the working week", () => {
  it("runs Monday to Friday around any day of it, weekends included", () => {
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
    expect(workingWeek("2026-11-23")).toEqual(week);
    expect(workingWeek("2026-11-26")).toEqual(week);
    expect(workingWeek("2026-11-29")).toEqual(week);
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
  });

  it("crosses months and years", () => {
    expect(workingWeek("2027-01-01")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("is shown from 2000 to two years ahead, no further", () => {
    expect(weekInRange("2000-01-03", now)).toBe(true);
    expect(weekInRange("1999-12-31", now)).toBe(false);
    expect(weekInRange("2028-11-26", now)).toBe(true);
    expect(weekInRange("2028-11-27", now)).toBe(false);
    expect(weekInRange("9999-12-31", now)).toBe(false);
  });
});

describe("slotState", () => {
  it.each([
    [{ taken: "confirmed", started: true, closedHoliday: false }, "booked"],
    [{ taken: "confirmed", started: false, closedHoliday: true }, "booked"],
    [{ taken: "blocked", started: true, closedHoliday: false }, "past"],
    [{ taken: undefined, started: true, closedHoliday: true }, "past"],
    [{ taken: "blocked", started: false, closedHoliday: true }, "blocked"],
    [{ taken: undefined, started: false, closedHoliday: true }, "holiday"],
    [{ taken: undefined, started: false, closedHoliday: false }, "free"],
  ] as const)("%o is %s", (slot, state) => {
    expect(slotState(slot)).toBe(state);
  });
});

describe("selectedSlots", () => {
  it("gives one slot that has not started", () => {
    expect(selectedSlots("block", { from: "2026-12-07", to: "2026-12-07", time: "09:00" }, now)).toEqual({
      slots: [{ date: "2026-12-07", time: "09:00" }],
    });
  });

  it("leaves out today's slots that have started, down to the minute", () => {
    const today = selectedSlots("block", { from: "2026-11-26", to: "2026-11-26" }, now);
    expect("slots" in today && today.slots[0]).toEqual({ date: "2026-11-26", time: "10:40" });
    expect("slots" in today && today.slots).toHaveLength(19);
    const startingNow = new Date("2026-11-26T15:40:00Z");
    const slot = selectedSlots(
      "unblock",
      { from: "2026-11-26", to: "2026-11-26", time: "10:40" },
      startingNow,
    );
    expect(slot).toEqual({ fieldErrors: { time: "This slot has already started" } });
  });

  it("covers every working day of a range and skips the weekend", () => {
    const range = selectedSlots("block", { from: "2026-12-04", to: "2026-12-08" }, now);
    expect("slots" in range && new Set(range.slots.map((slot) => slot.date))).toEqual(
      new Set(["2026-12-04", "2026-12-07", "2026-12-08"]),
    );
    expect("slots" in range && range.slots).toHaveLength(72);
  });

  it("blocks around a closed holiday, unblocks on it, and blocks a reopened one", () => {
    const christmasWeek = { from: "2026-12-24", to: "2026-12-28" };
    const days = (result: ReturnType<typeof selectedSlots>) =>
      "slots" in result ? [...new Set(result.slots.map((slot) => slot.date))] : result;
    // Christmas is Friday the 25th; Boxing Day, Saturday the 26th, is observed on Monday the 28th.
    expect(days(selectedSlots("block", christmasWeek, now))).toEqual(["2026-12-24"]);
    expect(days(selectedSlots("unblock", christmasWeek, now))).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-28",
    ]);
    expect(days(selectedSlots("block", christmasWeek, now, new Set(["2026-12-28"])))).toEqual([
      "2026-12-24",
      "2026-12-28",
    ]);
  });

  it.each([
    ["a weekend day", { from: "2026-12-05", to: "2026-12-05" }, { date: "Slots are Monday to Friday only" }],
    [
      "a closed holiday",
      { from: "2026-12-25", to: "2026-12-25", time: "10:00" },
      { date: "Christmas Day is closed already; reopen it first to open or block its slots" },
    ],
    ["a day that is over", { from: "2026-11-25", to: "2026-11-25" }, { date: "This day is over" }],
    ["a range that is over", { from: "2026-11-02", to: "2026-11-25" }, { to: "This range is over" }],
    [
      "a range backwards",
      { from: "2026-12-08", to: "2026-12-07" },
      { to: "The last date must be on or after the first date" },
    ],
    [
      "a range of 367 days",
      { from: "2026-12-01", to: "2027-12-02" },
      { to: "A range can cover at most 366 days" },
    ],
    [
      "a weekend range",
      { from: "2026-12-05", to: "2026-12-06" },
      { from: "No slot in this range is still to come on a working day" },
    ],
    [
      "beyond 2 years",
      { from: "2028-12-01", to: "2028-12-01" },
      { date: "Slots can be changed up to 2 years ahead" },
    ],
    [
      "year 9999",
      { from: "9999-12-31", to: "9999-12-31" },
      { date: "Slots can be changed up to 2 years ahead" },
    ],
  ])("refuses %s, naming the field", (_case, selection, errors) => {
    expect(selectedSlots("block", selection, now)).toEqual({ fieldErrors: errors });
  });

  it("accepts a range of exactly 366 days that ends within the horizon", () => {
    const result = selectedSlots("block", { from: "2026-12-01", to: "2027-12-01" }, now);
    expect("slots" in result && result.slots.length).toBeGreaterThan(5_000);
  });

  it("says a day whose slots have all started is done, not over", () => {
    const evening = new Date("2026-11-26T22:00:00Z");
    expect(selectedSlots("block", { from: "2026-11-26", to: "2026-11-26" }, evening)).toEqual({
      fieldErrors: { date: "This day's slots have all started" },
    });
  });
});

describe("the availability forms", () => {
  const parse = (form: Record<string, string>) => {
    const parsed = z.safeParse(slotSelectionSchema, form);
    return parsed.success ? selectionOf(parsed.data) : fieldErrors(parsed.error);
  };

  it("reads one slot, a day and a range", () => {
    expect(parse({ scope: "slot", date: "2026-12-07", time: "09:20", note: "Dentist" })).toEqual({
      from: "2026-12-07",
      to: "2026-12-07",
      time: "09:20",
    });
    expect(parse({ scope: "day", date: "2026-12-07" })).toEqual({ from: "2026-12-07", to: "2026-12-07" });
    expect(parse({ scope: "range", from: "2026-12-07", to: "2026-12-11" })).toEqual({
      from: "2026-12-07",
      to: "2026-12-11",
    });
  });

  it.each([
    [{ scope: "slot", date: "2026-02-30", time: "09:00" }, { date: "Please enter a date (YYYY-MM-DD)" }],
    [
      { scope: "slot", date: "2026-12-07", time: "09:10" },
      { time: "Please choose one of the slots (9:00 AM to 4:40 PM)" },
    ],
    [{ scope: "slot", date: "2026-12-07" }, { time: "Please choose one of the slots (9:00 AM to 4:40 PM)" }],
    [{ scope: "range", from: "2026-12-07" }, { to: "Please enter a date (YYYY-MM-DD)" }],
    [
      { scope: "week", date: "2026-12-07" },
      { scope: "Please say whether to change one slot, a day or a range of dates" },
    ],
    [{ date: "2026-12-07" }, { scope: "Please say whether to change one slot, a day or a range of dates" }],
    [
      { scope: "day", date: "2026-12-07", note: "x".repeat(201) },
      { note: "Note must be at most 200 characters" },
    ],
  ])("refuses %o with a message per field", (form, errors) => {
    expect(parse(form)).toEqual(errors);
  });

  it("trims the note and reads a holiday's date", () => {
    const parsed = z.safeParse(holidayFormSchema, { date: "2026-12-28", note: "  Year-end push  " });
    expect(parsed.success && parsed.data).toEqual({ date: "2026-12-28", note: "Year-end push" });
  });
});
