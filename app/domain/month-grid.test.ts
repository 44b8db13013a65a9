import { describe, expect, it } from "vitest";
import { addMonths, formatMonth, monthOf, monthWeeks, weekdayNames } from "./month-grid";

describe("month grid", () => {
  it("lays November 2026 out from Sunday, starting on its Sunday the 1st", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(weeks[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
  });

  it("pads the first week of a month that starts mid-week", () => {
    // January 2027 starts on a Friday.
    const weeks = monthWeeks("2027-01");
    expect(weeks[0]).toEqual([null, null, null, null, null, "2027-01-01", "2027-01-02"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("handles February in a leap year", () => {
    expect(monthWeeks("2028-02").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });

  it("steps between months across a year end", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(monthOf("2026-11-23")).toBe("2026-11");
  });

  it("names months and weekdays in English", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(weekdayNames[0]).toBe("Sunday");
  });
});
