import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUSINESS_TIME_ZONE,
  addDays,
  formatBookingDate,
  formatSlotTime,
  formatTorontoInstant,
  formatSlotWithZone,
  isCalendarDate,
  isClockTime,
  isoWeekday,
  torontoDateTime,
  torontoInstant,
  torontoIsoDateTime,
  torontoTime,
  torontoToday,
  zoneAbbreviation,
  zoneAbbreviationIn,
} from "./time";

/**
 * Both sides of the three changes of offset the booking window meets first, with the exact UTC
 * instants of the first (09:00) and last (16:40) slot, written with Date.UTC so the expectations
 * themselves cannot depend on the machine's time zone.
 */
const dstCases = [
  {
    date: "2026-10-30",
    zone: "EDT",
    nine: Date.UTC(2026, 9, 30, 13, 0),
    last: Date.UTC(2026, 9, 30, 20, 40),
  },
  {
    date: "2026-11-02",
    zone: "EST",
    nine: Date.UTC(2026, 10, 2, 14, 0),
    last: Date.UTC(2026, 10, 2, 21, 40),
  },
  {
    date: "2027-03-12",
    zone: "EST",
    nine: Date.UTC(2027, 2, 12, 14, 0),
    last: Date.UTC(2027, 2, 12, 21, 40),
  },
  {
    date: "2027-03-15",
    zone: "EDT",
    nine: Date.UTC(2027, 2, 15, 13, 0),
    last: Date.UTC(2027, 2, 15, 20, 40),
  },
  {
    date: "2027-11-05",
    zone: "EDT",
    nine: Date.UTC(2027, 10, 5, 13, 0),
    last: Date.UTC(2027, 10, 5, 20, 40),
  },
  {
    date: "2027-11-08",
    zone: "EST",
    nine: Date.UTC(2027, 10, 8, 14, 0),
    last: Date.UTC(2027, 10, 8, 21, 40),
  },
] as const;

function checkEverything(): void {
  for (const { date, zone, nine, last } of dstCases) {
    expect(torontoInstant(date, "09:00").getTime(), `${date} 09:00`).toBe(nine);
    expect(torontoInstant(date, "16:40").getTime(), `${date} 16:40`).toBe(last);
    expect(zoneAbbreviation(date)).toBe(zone);
  }
  expect(torontoToday(new Date(Date.UTC(2026, 10, 21, 4, 59)))).toBe("2026-11-20");
  expect(torontoToday(new Date(Date.UTC(2026, 10, 21, 5, 0)))).toBe("2026-11-21");
  expect(addDays("2027-03-13", 1)).toBe("2027-03-14");
  expect(addDays("2027-03-14", 1)).toBe("2027-03-15");
  expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
  expect(isoWeekday("2026-11-01")).toBe(7);
  expect(isoWeekday("2027-03-15")).toBe(1);
  expect(formatBookingDate("2026-11-02")).toBe("Monday, November 2, 2026");
  expect(formatBookingDate("2026-12-01", "fr")).toBe("mardi 1er décembre 2026");
  expect(formatTorontoInstant(new Date(Date.UTC(2027, 2, 14, 7)), "fr")).toBe(
    "dimanche 14 mars 2027 à 3\u00a0h\u00a0HAE",
  );
  expect(isCalendarDate("2026-02-30")).toBe(false);
}

describe("torontoInstant", () => {
  it.each(dstCases)("gives the UTC instants of 09:00 and 16:40 on $date ($zone)", ({ date, nine, last }) => {
    expect(torontoInstant(date, "09:00")).toEqual(new Date(nine));
    expect(torontoInstant(date, "16:40")).toEqual(new Date(last));
  });

  it("matches the examples of the brief", () => {
    expect(torontoInstant("2026-11-02", "09:00").toISOString()).toBe("2026-11-02T14:00:00.000Z");
    expect(torontoInstant("2026-10-30", "09:00").toISOString()).toBe("2026-10-30T13:00:00.000Z");
  });

  it("switches offset on the change days themselves", () => {
    // DST ends 2026-11-01 and 2027-11-07 at 02:00 EDT, starts 2027-03-14 at 02:00 EST.
    expect(torontoInstant("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(torontoInstant("2027-03-14", "09:00").toISOString()).toBe("2027-03-14T13:00:00.000Z");
    expect(torontoInstant("2027-11-07", "16:40").toISOString()).toBe("2027-11-07T21:40:00.000Z");
  });

  it("reads the repeated hour as its first occurrence (EDT) and the hour after it as EST", () => {
    expect(torontoInstant("2026-11-01", "01:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(torontoInstant("2026-11-01", "02:30").toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("moves a time skipped when DST starts forward by the gap", () => {
    expect(torontoInstant("2027-03-14", "01:59").toISOString()).toBe("2027-03-14T06:59:00.000Z");
    expect(torontoInstant("2027-03-14", "02:30").toISOString()).toBe("2027-03-14T07:30:00.000Z");
    expect(torontoInstant("2027-03-14", "03:00").toISOString()).toBe("2027-03-14T07:00:00.000Z");
  });

  it("rejects malformed input instead of guessing", () => {
    expect(() => torontoInstant("2026-02-30", "09:00")).toThrow("Not a calendar date");
    expect(() => torontoInstant("2026-11-02", "9:00")).toThrow("Not a clock time");
  });
});

describe("zoneAbbreviation", () => {
  it.each(dstCases)("is $zone on $date", ({ date, zone }) => {
    expect(zoneAbbreviation(date)).toBe(zone);
    expect(zoneAbbreviation(date, "09:00")).toBe(zone);
  });

  it("changes within the day of the change", () => {
    expect(zoneAbbreviation("2026-11-01", "01:00")).toBe("EDT");
    expect(zoneAbbreviation("2026-11-01", "09:00")).toBe("EST");
    expect(zoneAbbreviation("2027-03-14", "01:00")).toBe("EST");
    expect(zoneAbbreviation("2027-03-14", "09:00")).toBe("EDT");
    expect(zoneAbbreviation("2027-11-07", "01:00")).toBe("EDT");
    expect(zoneAbbreviation("2027-11-07", "09:00")).toBe("EST");
  });
});

describe("torontoToday", () => {
  it("turns over at midnight Toronto time, not UTC", () => {
    // 2026-11-21 04:59 UTC is 23:59 EST on the 20th.
    expect(torontoToday(new Date("2026-11-21T04:59:59Z"))).toBe("2026-11-20");
    expect(torontoToday(new Date("2026-11-21T05:00:00Z"))).toBe("2026-11-21");
    // In summer the day starts an hour earlier in UTC.
    expect(torontoToday(new Date("2027-07-01T03:59:59Z"))).toBe("2027-06-30");
    expect(torontoToday(new Date("2027-07-01T04:00:00Z"))).toBe("2027-07-01");
  });

  it("keeps the date right on the nights the clocks change", () => {
    // 2026-11-01: EDT until 02:00, then EST. Midnight is still EDT (04:00 UTC).
    expect(torontoToday(new Date("2026-11-01T03:59:59Z"))).toBe("2026-10-31");
    expect(torontoToday(new Date("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
    expect(torontoToday(new Date("2026-11-02T04:59:59Z"))).toBe("2026-11-01");
    // 2027-03-14: EST until 02:00, then EDT. Midnight is still EST (05:00 UTC).
    expect(torontoToday(new Date("2027-03-14T04:59:59Z"))).toBe("2027-03-13");
    expect(torontoToday(new Date("2027-03-14T05:00:00Z"))).toBe("2027-03-14");
    expect(torontoToday(new Date("2027-03-15T03:59:59Z"))).toBe("2027-03-14");
  });
});

describe("addDays", () => {
  it("counts calendar days across month, year and DST boundaries", () => {
    expect(addDays("2026-11-20", 60)).toBe("2027-01-19");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-13", 2)).toBe("2027-03-15");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-20", 0)).toBe("2026-11-20");
  });
});

describe("isoWeekday", () => {
  it("numbers Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-02")).toBe(1);
    expect(isoWeekday("2026-11-06")).toBe(5);
    expect(isoWeekday("2026-11-07")).toBe(6);
    expect(isoWeekday("2026-11-08")).toBe(7);
  });
});

describe("formatting", () => {
  it("writes the booking date in en-US long form", () => {
    expect(formatBookingDate("2026-11-02")).toBe("Monday, November 2, 2026");
    expect(formatBookingDate("2027-03-14")).toBe("Sunday, March 14, 2027");
  });

  it("writes slot times on a 12-hour clock with a plain space", () => {
    expect(formatSlotTime("09:00")).toBe("9:00 AM");
    expect(formatSlotTime("12:00")).toBe("12:00 PM");
    expect(formatSlotTime("16:40")).toBe("4:40 PM");
    expect(formatSlotTime("00:05")).toBe("12:05 AM");
  });

  it("adds the abbreviation the date has", () => {
    expect(formatSlotWithZone("2026-11-02", "09:00")).toBe("9:00 AM EST");
    expect(formatSlotWithZone("2026-10-30", "16:40")).toBe("4:40 PM EDT");
  });
});

describe("formatTorontoInstant", () => {
  it.each([
    ["2026-11-26T15:25:00Z", "Thursday, November 26, 2026 at 10:25 AM EST"],
    ["2027-03-14T06:59:00Z", "Sunday, March 14, 2027 at 1:59 AM EST"],
    ["2027-03-14T07:00:00Z", "Sunday, March 14, 2027 at 3:00 AM EDT"],
    ["2026-07-01T04:30:00Z", "Wednesday, July 1, 2026 at 12:30 AM EDT"],
    ["2027-01-01T04:59:00Z", "Thursday, December 31, 2026 at 11:59 PM EST"],
  ])("reads %s as %s", (instant, expected) => {
    expect(formatTorontoInstant(new Date(instant))).toBe(expected);
  });

  it("gives the console's <time> elements both readings", () => {
    expect(torontoTime(new Date("2026-11-26T15:25:00Z"))).toEqual({
      text: "Thursday, November 26, 2026 at 10:25 AM EST",
      iso: "2026-11-26T15:25:00.000Z",
    });
  });
});

describe("in French", () => {
  it("writes the booking date in lower case, without a comma, and the first of a month as 1er", () => {
    expect(formatBookingDate("2026-11-26", "fr")).toBe("jeudi 26 novembre 2026");
    expect(formatBookingDate("2026-12-01", "fr")).toBe("mardi 1er décembre 2026");
    expect(formatBookingDate("2027-01-01", "fr")).toBe("vendredi 1er janvier 2027");
    expect(formatBookingDate("2026-12-11", "fr")).toBe("vendredi 11 décembre 2026");
    expect(formatBookingDate("2026-12-21", "fr")).toBe("lundi 21 décembre 2026");
    expect(formatBookingDate("2027-02-10", "fr")).toBe("mercredi 10 février 2027");
    expect(formatBookingDate("2027-08-31", "fr")).toBe("mardi 31 août 2027");
  });

  it("keeps English the same when asked for it by name", () => {
    expect(formatBookingDate("2026-12-01", "en")).toBe("Tuesday, December 1, 2026");
    expect(formatSlotTime("16:40", "en")).toBe("4:40 PM");
    expect(formatSlotWithZone("2026-11-02", "09:00", "en")).toBe("9:00 AM EST");
    expect(zoneAbbreviationIn("en", "2026-10-30")).toBe("EDT");
  });

  it("writes times on the 24-hour clock with h and no-break spaces", () => {
    expect(formatSlotTime("09:00", "fr")).toBe("9\u00a0h");
    expect(formatSlotTime("10:20", "fr")).toBe("10\u00a0h\u00a020");
    expect(formatSlotTime("16:40", "fr")).toBe("16\u00a0h\u00a040");
    expect(formatSlotTime("09:05", "fr")).toBe("9\u00a0h\u00a005");
  });

  it("writes midnight as 0 h and noon as 12 h", () => {
    expect(formatSlotTime("00:00", "fr")).toBe("0\u00a0h");
    expect(formatSlotTime("00:05", "fr")).toBe("0\u00a0h\u00a005");
    expect(formatSlotTime("12:00", "fr")).toBe("12\u00a0h");
    expect(formatSlotTime("12:30", "fr")).toBe("12\u00a0h\u00a030");
    expect(formatSlotTime("23:59", "fr")).toBe("23\u00a0h\u00a059");
  });

  it("names the zone HNE in standard time and HAE in daylight time, on both sides of each change", () => {
    for (const { date, zone } of dstCases) {
      expect(zoneAbbreviationIn("fr", date), date).toBe(zone === "EST" ? "HNE" : "HAE");
    }
    expect(formatSlotWithZone("2026-11-02", "10:20", "fr")).toBe("10\u00a0h\u00a020\u00a0HNE");
    expect(formatSlotWithZone("2026-10-30", "16:40", "fr")).toBe("16\u00a0h\u00a040\u00a0HAE");
    expect(formatSlotWithZone("2027-03-12", "09:00", "fr")).toBe("9\u00a0h\u00a0HNE");
    expect(formatSlotWithZone("2027-03-15", "09:00", "fr")).toBe("9\u00a0h\u00a0HAE");
  });

  it("changes zone within the days the clocks change", () => {
    // 2027-03-14: 02:00 EST becomes 03:00 EDT; 2026-11-01: 02:00 EDT becomes 01:00 EST.
    expect(zoneAbbreviationIn("fr", "2027-03-14", "01:59")).toBe("HNE");
    expect(zoneAbbreviationIn("fr", "2027-03-14", "03:00")).toBe("HAE");
    expect(zoneAbbreviationIn("fr", "2026-11-01", "00:30")).toBe("HAE");
    expect(zoneAbbreviationIn("fr", "2026-11-01", "03:00")).toBe("HNE");
  });

  it.each([
    ["2026-11-26T15:25:00Z", "jeudi 26 novembre 2026 à 10\u00a0h\u00a025\u00a0HNE"],
    ["2027-03-14T06:59:00Z", "dimanche 14 mars 2027 à 1\u00a0h\u00a059\u00a0HNE"],
    ["2027-03-14T07:00:00Z", "dimanche 14 mars 2027 à 3\u00a0h\u00a0HAE"],
    ["2026-07-01T04:30:00Z", "mercredi 1er juillet 2026 à 0\u00a0h\u00a030\u00a0HAE"],
    ["2026-07-01T16:00:00Z", "mercredi 1er juillet 2026 à 12\u00a0h\u00a0HAE"],
    ["2027-01-01T04:59:00Z", "jeudi 31 décembre 2026 à 23\u00a0h\u00a059\u00a0HNE"],
    ["2027-01-01T05:00:00Z", "vendredi 1er janvier 2027 à 0\u00a0h\u00a0HNE"],
  ])("reads the instant %s as %s", (instant, expected) => {
    expect(formatTorontoInstant(new Date(instant), "fr")).toBe(expected);
  });

  it("puts no ordinary space inside a time or before its zone", () => {
    for (const text of [formatSlotWithZone("2026-11-02", "16:40", "fr"), formatSlotTime("10:20", "fr")]) {
      expect(text).not.toContain(" ");
    }
  });
});

describe("torontoDateTime", () => {
  it.each([
    ["2026-11-26T15:25:00Z", "2026-11-26 10:25"],
    ["2027-03-14T06:59:00Z", "2027-03-14 01:59"],
    ["2027-03-14T07:00:00Z", "2027-03-14 03:00"],
    ["2027-01-01T04:59:59Z", "2026-12-31 23:59"],
  ])("reads %s as %s", (instant, expected) => {
    expect(torontoDateTime(new Date(instant))).toBe(expected);
  });
});

describe("torontoIsoDateTime", () => {
  it.each([
    ["2026-11-23T15:00:00Z", "2026-11-23T10:00:00.000-05:00"],
    ["2026-10-30T20:40:00Z", "2026-10-30T16:40:00.000-04:00"],
    ["2027-03-14T06:59:59.999Z", "2027-03-14T01:59:59.999-05:00"],
    ["2027-03-14T07:00:00Z", "2027-03-14T03:00:00.000-04:00"],
    ["2027-01-01T04:59:00Z", "2026-12-31T23:59:00.000-05:00"],
  ])("writes %s as %s, the same instant", (instant, expected) => {
    expect(torontoIsoDateTime(new Date(instant))).toBe(expected);
    expect(new Date(expected)).toEqual(new Date(instant));
  });
});

describe("isCalendarDate and isClockTime", () => {
  it("accept only real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-11-02")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of [
      "2026-02-30",
      "2027-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-2",
      "2026-11-02T09:00",
      " 2026-11-02",
      "",
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it("accept only HH:MM from 00:00 to 23:59", () => {
    for (const value of ["00:00", "09:00", "16:40", "23:59"]) expect(isClockTime(value), value).toBe(true);
    for (const value of ["24:00", "9:00", "09:60", "09:00:00", "0900", ""]) {
      expect(isClockTime(value), value).toBe(false);
    }
  });
});

// getTimezoneOffset in January for each zone, to prove the switch of machine time zone took effect.
const machineZones = [
  { machineZone: "UTC", januaryOffset: 0 },
  { machineZone: "Pacific/Kiritimati", januaryOffset: -840 },
  { machineZone: "Asia/Kolkata", januaryOffset: -330 },
  { machineZone: "America/Los_Angeles", januaryOffset: 480 },
  { machineZone: BUSINESS_TIME_ZONE, januaryOffset: 300 },
];

describe.each(machineZones)(
  "with the machine's time zone set to $machineZone",
  ({ machineZone, januaryOffset }) => {
    const originalZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = machineZone;
    });
    afterAll(() => {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    });

    it("gives the same answers", () => {
      // A runtime that ignored the change would make this test prove nothing.
      expect(new Date(Date.UTC(2027, 0, 15)).getTimezoneOffset()).toBe(januaryOffset);
      checkEverything();
    });
  },
);
