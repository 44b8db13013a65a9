import { describe, expect, it } from "vitest";
import { torontoToday } from "~/domain/time";
import { officeHours, officeHoursOn } from "./office-hours";

describe("officeHours", () => {
  it("names the zone as true in every season, for text read on any day", () => {
    expect(officeHours).toBe("Monday-Friday 9 AM-6 PM Eastern Time");
  });
});

describe("officeHoursOn", () => {
  it.each([
    // 2026: daylight saving time from Sunday 8 March to Sunday 1 November.
    ["2026-01-15T17:00:00Z", "EST"],
    ["2026-03-06T17:00:00Z", "EST"], // the Friday before clocks go forward
    ["2026-03-09T17:00:00Z", "EDT"], // the Monday after
    ["2026-07-15T16:00:00Z", "EDT"],
    ["2026-10-30T16:00:00Z", "EDT"], // the Friday before clocks go back
    ["2026-11-02T17:00:00Z", "EST"], // the Monday after
    ["2026-11-26T15:25:00Z", "EST"], // the end-to-end tests' "now"
    // 2027: from Sunday 14 March to Sunday 7 November.
    ["2027-03-12T17:00:00Z", "EST"],
    ["2027-03-15T16:00:00Z", "EDT"],
    ["2027-11-05T16:00:00Z", "EDT"],
    ["2027-11-08T17:00:00Z", "EST"],
  ])("on Toronto's day of %s says %s", (instant, zone) => {
    expect(officeHoursOn(torontoToday(new Date(instant)))).toBe(`Monday-Friday 9 AM-6 PM ${zone}`);
  });

  it("names the zone the day's office hours are in on the days the clocks change", () => {
    // At 2 AM, hours before the office would open: the day's working hours are on the new clock.
    expect(officeHoursOn("2026-03-08")).toBe("Monday-Friday 9 AM-6 PM EDT");
    expect(officeHoursOn("2026-11-01")).toBe("Monday-Friday 9 AM-6 PM EST");
  });
});
