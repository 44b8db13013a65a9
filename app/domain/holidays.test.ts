import { describe, expect, it } from "vitest";
import { closedHoliday, holidayNameIn, ontarioHolidays } from "./holidays";

describe("ontarioHolidays", () => {
  it("lists the ten holidays of 2026 on the days the offices close, in date order", () => {
    expect(ontarioHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-02-16", name: "Family Day" },
      { date: "2026-04-03", name: "Good Friday" },
      { date: "2026-05-18", name: "Victoria Day" },
      { date: "2026-07-01", name: "Canada Day" },
      { date: "2026-08-03", name: "Civic Holiday" },
      { date: "2026-09-07", name: "Labour Day" },
      { date: "2026-10-12", name: "Thanksgiving" },
      { date: "2026-12-25", name: "Christmas Day" },
      // Saturday the 26th, observed on Monday.
      { date: "2026-12-28", name: "Boxing Day" },
    ]);
  });

  it("keeps date order when a substitute passes a later holiday (Christmas 2022 after Boxing Day)", () => {
    expect(ontarioHolidays(2022).slice(-2)).toEqual([
      { date: "2022-12-26", name: "Boxing Day" },
      { date: "2022-12-27", name: "Christmas Day" },
    ]);
  });

  it.each([1582, 10_000, 2026.5, Number.NaN])(
    "refuses %s, which is not a four-digit Gregorian year",
    (year) => {
      expect(() => ontarioHolidays(year)).toThrow(RangeError);
    },
  );
});

describe("closedHoliday", () => {
  const closedDays: [date: string, name: string, why: string][] = [
    ["2026-12-25", "Christmas Day", "a Friday"],
    ["2026-12-28", "Boxing Day", "Saturday the 26th, observed on Monday"],
    ["2027-01-01", "New Year's Day", "a Friday"],
    ["2027-02-15", "Family Day", "the third Monday of February"],
    ["2027-03-26", "Good Friday", "Easter is March 28"],
    ["2027-07-01", "Canada Day", "a Thursday"],
    ["2027-12-27", "Christmas Day", "Saturday the 25th, observed on Monday"],
    ["2027-12-28", "Boxing Day", "Sunday the 26th, observed after Christmas's Monday"],
    ["2021-12-27", "Christmas Day", "Saturday the 25th, observed on Monday"],
    ["2021-12-28", "Boxing Day", "Sunday the 26th, observed after Christmas's Monday"],
    ["2022-12-26", "Boxing Day", "a Monday"],
    ["2022-12-27", "Christmas Day", "Sunday the 25th, observed after Boxing Day"],
    ["2022-01-03", "New Year's Day", "Saturday the 1st, observed on Monday"],
    ["2023-01-02", "New Year's Day", "Sunday the 1st, observed on Monday"],
    ["2023-07-03", "Canada Day", "Saturday the 1st, observed on Monday"],
    ["2029-07-02", "Canada Day", "Sunday the 1st, observed on Monday"],
    ["2021-05-24", "Victoria Day", "May 24 is itself a Monday"],
    ["2026-05-18", "Victoria Day", "May 25 is a Monday, so the one before"],
    ["2008-03-21", "Good Friday", "Easter is March 23, about the earliest"],
    ["2011-04-22", "Good Friday", "Easter is April 24, about the latest"],
    ["2024-03-29", "Good Friday", "Easter is March 31"],
    ["2025-04-18", "Good Friday", "Easter is April 20"],
    ["2038-04-23", "Good Friday", "Easter is April 25, the latest possible"],
    ["2026-08-03", "Civic Holiday", "the first Monday of August"],
    ["2026-09-07", "Labour Day", "the first Monday of September"],
    ["2026-10-12", "Thanksgiving", "the second Monday of October"],
  ];
  it.each(closedDays)("closes %s for %s (%s)", (date, name) => {
    expect(closedHoliday(date)).toBe(name);
  });

  const openDays: [date: string, why: string][] = [
    ["2026-12-29", "the Tuesday after Boxing Day's substitute"],
    ["2027-02-16", "the day after Family Day"],
    ["2026-12-26", "Boxing Day itself, a Saturday: the office is closed as on any weekend, not for it"],
    ["2027-12-25", "Christmas itself, a Saturday"],
    ["2023-07-01", "Canada Day itself, a Saturday"],
    ["2027-03-28", "Easter Sunday, which is no statutory holiday in Ontario"],
    ["2027-03-29", "Easter Monday, which is no statutory holiday in Ontario"],
    ["2026-11-11", "Remembrance Day, which is no statutory holiday in Ontario"],
    ["2026-05-25", "the Monday after May 24"],
  ];
  it.each(openDays)("does not close %s (%s)", (date) => {
    expect(closedHoliday(date)).toBeUndefined();
  });

  it("refuses what is not a calendar date", () => {
    expect(() => closedHoliday("2026-02-30")).toThrow("Not a calendar date");
  });
});

describe("holidayNameIn", () => {
  it("names every Ontario holiday in French, and leaves English as it is", () => {
    for (const { name } of ontarioHolidays(2027)) {
      expect(holidayNameIn(name, "en")).toBe(name);
      expect(holidayNameIn(name, "fr"), name).not.toBe(name);
    }
    expect(holidayNameIn("Christmas Day", "fr")).toBe("Noël");
  });
});
