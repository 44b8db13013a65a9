import { describe, expect, it } from "vitest";
import { languageTags, locales } from "./locale";
import {
  addMonths,
  daysIntoWeek,
  firstDayOfWeek,
  formatMonth,
  monthOf,
  monthWeeks,
  weekdayNames,
} from "./month-grid";

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
    expect(formatMonth("2026-11", "en")).toBe("November 2026");
    expect(weekdayNames("en")[0]).toEqual({ long: "Sunday", short: "Su" });
    expect(weekdayNames("en").map((day) => day.short)).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
  });

  it("names months and weekdays in French, in lower case", () => {
    expect(formatMonth("2026-11", "fr")).toBe("novembre 2026");
    expect(formatMonth("2027-02", "fr")).toBe("février 2027");
    expect(formatMonth("2027-08", "fr")).toBe("août 2027");
    expect(weekdayNames("fr")).toEqual([
      { long: "dimanche", short: "di" },
      { long: "lundi", short: "lu" },
      { long: "mardi", short: "ma" },
      { long: "mercredi", short: "me" },
      { long: "jeudi", short: "je" },
      { long: "vendredi", short: "ve" },
      { long: "samedi", short: "sa" },
    ]);
  });

  it.each(locales)("has the full weekday names Intl gives for %s", (locale) => {
    const intl = new Intl.DateTimeFormat(locale === "en" ? "en-US" : languageTags[locale], {
      timeZone: "UTC",
      weekday: "long",
    });
    // 2026-11-01 is a Sunday.
    const sundayFirst = Array.from({ length: 7 }, (_, day) =>
      intl.format(new Date(Date.UTC(2026, 10, 1 + day))),
    );
    expect(weekdayNames(locale, 7).map((day) => day.long)).toEqual(sundayFirst);
  });
});

describe("the first day of the week", () => {
  it("is Sunday in both languages, as in Canada", () => {
    expect(firstDayOfWeek("en")).toBe(7);
    expect(firstDayOfWeek("fr")).toBe(7);
  });

  // Node 20 has the weekInfo getter, newer engines getWeekInfo(); where neither exists, nothing to compare.
  it.each(locales)("is the day CLDR gives for %s where the runtime says", (locale) => {
    const tag = new Intl.Locale(languageTags[locale]) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const weekInfo = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (weekInfo) expect(firstDayOfWeek(locale)).toBe(weekInfo.firstDay);
  });

  it("orders the headers and the grid from the same day, so a Monday start would work", () => {
    expect(weekdayNames("fr", 1).map((day) => day.short)).toEqual(["lu", "ma", "me", "je", "ve", "sa", "di"]);
    expect(weekdayNames("en", 1)[6]).toEqual({ long: "Sunday", short: "Su" });
    // November 2026 starts on a Sunday: the last column of a Monday week.
    const weeks = monthWeeks("2026-11", 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it("counts the days into the week from its first day", () => {
    // 2026-11-26 is a Thursday.
    expect(daysIntoWeek("2026-11-26", 7)).toBe(4);
    expect(daysIntoWeek("2026-11-26", 1)).toBe(3);
    expect(daysIntoWeek("2026-11-29", 7)).toBe(0);
    expect(daysIntoWeek("2026-11-29", 1)).toBe(6);
    expect(daysIntoWeek("2026-11-30", 1)).toBe(0);
  });

  it("lays a month out the same from Sunday whether asked by default or by locale", () => {
    expect(monthWeeks("2027-01", firstDayOfWeek("fr"))).toEqual(monthWeeks("2027-01"));
  });
});
