import { describe, expect, it } from "vitest";
import { BOOKING_WINDOW_DAYS, MEETING_MINUTES, MINIMUM_NOTICE_MINUTES, SLOT_TIMES } from "./booking-policy";
import {
  type SlotStatus,
  dateAvailability,
  dateAvailabilityOn,
  dateProblem,
  daySlots,
  isSlotTime,
  slotAvailability,
} from "./slots";

// Friday 2026-11-20, 10:00 EST in Toronto.
const now = new Date("2026-11-20T15:00:00Z");
const today = "2026-11-20";
const noneTaken: ReadonlyMap<string, SlotStatus> = new Map();

describe("constants", () => {
  it("match spec.md section 9 and DESIGN.md decision 1", () => {
    expect(MEETING_MINUTES).toBe(20);
    expect(BOOKING_WINDOW_DAYS).toBe(60);
    expect(MINIMUM_NOTICE_MINUTES).toBe(120);
  });

  it("has a slot every 20 minutes from 09:00 to 16:40, without 17:00", () => {
    expect(SLOT_TIMES).toHaveLength(24);
    expect(SLOT_TIMES[0]).toBe("09:00");
    expect(SLOT_TIMES.slice(0, 4)).toEqual(["09:00", "09:20", "09:40", "10:00"]);
    expect(SLOT_TIMES.at(-1)).toBe("16:40");
    expect(SLOT_TIMES).not.toContain("17:00");
    expect(isSlotTime("12:20")).toBe(true);
    expect(isSlotTime("09:10")).toBe(false);
  });
});

describe("dateAvailability", () => {
  it("opens today, a Friday", () => {
    expect(dateAvailability(today, now)).toEqual({ bookable: true });
  });

  it("closes yesterday as past", () => {
    expect(dateAvailability("2026-11-19", now)).toEqual({ bookable: false, reason: "past" });
  });

  it("closes Saturdays and Sundays", () => {
    expect(dateAvailability("2026-11-21", now)).toEqual({ bookable: false, reason: "closed-day" });
    expect(dateAvailability("2026-11-22", now)).toEqual({ bookable: false, reason: "closed-day" });
    expect(dateAvailability("2026-11-23", now)).toEqual({ bookable: true });
  });

  it("opens day 60 (Tuesday 2027-01-19) and closes day 61 (Wednesday 2027-01-20)", () => {
    expect(dateAvailability("2027-01-19", now)).toEqual({ bookable: true });
    expect(dateAvailability("2027-01-20", now)).toEqual({ bookable: false, reason: "beyond-window" });
  });

  it("rejects what is not a real date", () => {
    expect(dateAvailability("2026-11-31", now)).toEqual({ bookable: false, reason: "invalid" });
    expect(dateAvailability("tomorrow", now)).toEqual({ bookable: false, reason: "invalid" });
  });

  it("takes today from Toronto's clock, not UTC's", () => {
    // 2026-11-21 03:00 UTC is still Friday the 20th, 22:00, in Toronto.
    const lateFriday = new Date("2026-11-21T03:00:00Z");
    expect(dateAvailability("2026-11-20", lateFriday)).toEqual({ bookable: true });
    expect(dateAvailability("2027-01-19", lateFriday)).toEqual({ bookable: true });
  });
});

describe("dateAvailabilityOn", () => {
  it("applies the same rules to Toronto's date when it is already known", () => {
    expect(dateAvailabilityOn(today, today)).toEqual({ bookable: true });
    expect(dateAvailabilityOn("2026-11-19", today)).toEqual({ bookable: false, reason: "past" });
    expect(dateAvailabilityOn("2026-11-21", today)).toEqual({ bookable: false, reason: "closed-day" });
    expect(dateAvailabilityOn("2027-01-19", today)).toEqual({ bookable: true });
    expect(dateAvailabilityOn("2027-01-20", today)).toEqual({ bookable: false, reason: "beyond-window" });
  });

  it("calls a weekend outside the window past or beyond the window, not just closed", () => {
    expect(dateAvailabilityOn("2026-11-15", today)).toEqual({ bookable: false, reason: "past" }); // a Sunday
    expect(dateAvailabilityOn("2027-01-23", today)).toEqual({ bookable: false, reason: "beyond-window" }); // a Saturday
  });
});

describe("holidays in dateAvailability", () => {
  // Christmas Day, Boxing Day (Saturday 2026-12-26, observed on Monday the 28th) and New Year's Day
  // fall in the window of `now`.
  it.each([
    ["2026-12-25", "Christmas Day"],
    ["2026-12-28", "Boxing Day"],
    ["2027-01-01", "New Year's Day"],
  ])("closes %s for %s", (date, holiday) => {
    expect(dateAvailability(date, now)).toEqual({ bookable: false, reason: "holiday", holiday });
    expect(dateAvailabilityOn(date, today)).toEqual({ bookable: false, reason: "holiday", holiday });
  });

  it("opens the weekdays around them", () => {
    for (const date of ["2026-12-24", "2026-12-29", "2026-12-31", "2027-01-04"]) {
      expect(dateAvailability(date, now), date).toEqual({ bookable: true });
    }
  });

  it("calls a holiday outside the window past or beyond the window, and one on a weekend closed-day", () => {
    expect(dateAvailability("2026-10-12", now)).toEqual({ bookable: false, reason: "past" }); // Thanksgiving
    expect(dateAvailability("2027-02-15", now)).toEqual({ bookable: false, reason: "beyond-window" }); // Family Day
    expect(dateAvailability("2026-12-26", now)).toEqual({ bookable: false, reason: "closed-day" }); // Boxing Day, a Saturday
  });

  it("opens a holiday that staff reopened, and nothing else", () => {
    const reopenedHolidays = new Set(["2026-12-28", "2026-12-26", "2027-01-20"]);
    expect(dateAvailability("2026-12-28", now, { reopenedHolidays })).toEqual({ bookable: true });
    expect(dateAvailabilityOn("2026-12-28", today, { reopenedHolidays })).toEqual({ bookable: true });
    expect(dateAvailability("2026-12-25", now, { reopenedHolidays })).toMatchObject({ reason: "holiday" });
    expect(dateAvailability("2026-12-26", now, { reopenedHolidays })).toMatchObject({ reason: "closed-day" });
    expect(dateAvailability("2027-01-20", now, { reopenedHolidays })).toMatchObject({
      reason: "beyond-window",
    });
  });
});

describe("dateProblem", () => {
  it("says why a date cannot be booked, naming the holiday", () => {
    expect(dateProblem({ bookable: false, reason: "holiday", holiday: "Christmas Day" })).toBe(
      "Closed: Christmas Day",
    );
    expect(dateProblem({ bookable: false, reason: "closed-day" })).toBe(
      "Calls are available Monday to Friday only",
    );
    expect(dateProblem({ bookable: false, reason: "past" })).toBe("This date has already passed");
    expect(dateProblem({ bookable: false, reason: "beyond-window" })).toBe(
      "Calls can be booked up to 60 days in advance",
    );
    expect(dateProblem({ bookable: false, reason: "invalid" })).toBe("Please choose a date");
  });
});

describe("slotAvailability", () => {
  it("offers a later slot today", () => {
    expect(slotAvailability(today, "14:00", now)).toEqual({ available: true });
  });

  it("refuses times that are not slots", () => {
    for (const time of ["09:10", "17:00", "08:40", "9:00", ""]) {
      expect(slotAvailability(today, time, now), time).toEqual({ available: false, reason: "not-a-slot" });
    }
  });

  it("marks started slots as past", () => {
    expect(slotAvailability(today, "09:00", now)).toEqual({ available: false, reason: "past" });
    expect(slotAvailability(today, "09:40", now)).toEqual({ available: false, reason: "past" });
  });

  it("keeps 120 minutes of notice: available when start - now >= 120 minutes", () => {
    // now is 10:00 EST: 12:00 starts exactly 120 minutes later.
    expect(slotAvailability(today, "12:00", now)).toEqual({ available: true });
    expect(slotAvailability(today, "11:40", now)).toEqual({ available: false, reason: "notice" });
    // A slot starting now has not started yet, but has no notice.
    expect(slotAvailability(today, "10:00", now)).toEqual({ available: false, reason: "notice" });
    // One minute later, 12:00 is 119 minutes away; one millisecond later is already too late.
    expect(slotAvailability(today, "12:00", new Date(now.getTime() + 60_000))).toEqual({
      available: false,
      reason: "notice",
    });
    expect(slotAvailability(today, "12:00", new Date(now.getTime() + 1))).toEqual({
      available: false,
      reason: "notice",
    });
  });

  it("counts notice across midnight and the weekend as plain elapsed time", () => {
    const fridayEvening = new Date("2026-11-20T23:00:00Z"); // 18:00 EST
    expect(slotAvailability("2026-11-23", "09:00", fridayEvening)).toEqual({ available: true });
  });

  it("marks booked and blocked slots", () => {
    expect(slotAvailability("2026-11-23", "10:00", now, "confirmed")).toEqual({
      available: false,
      reason: "booked",
    });
    expect(slotAvailability("2026-11-23", "10:00", now, "blocked")).toEqual({
      available: false,
      reason: "blocked",
    });
  });

  it("closes every slot of a date that cannot be booked", () => {
    expect(slotAvailability("2026-11-21", "10:00", now)).toEqual({ available: false, reason: "closed" });
    expect(slotAvailability("2026-11-19", "10:00", now, "confirmed")).toEqual({
      available: false,
      reason: "closed",
    });
    expect(slotAvailability("2027-01-20", "10:00", now)).toEqual({ available: false, reason: "closed" });
    expect(slotAvailability("2026-12-25", "10:00", now)).toEqual({ available: false, reason: "closed" });
  });

  it("opens the slots of a reopened holiday", () => {
    const reopenedHolidays = new Set(["2026-12-25"]);
    expect(slotAvailability("2026-12-25", "10:00", now, undefined, { reopenedHolidays })).toEqual({
      available: true,
    });
  });

  it("ranks booked > blocked > past > notice", () => {
    expect(slotAvailability(today, "09:00", now, "confirmed")).toEqual({
      available: false,
      reason: "booked",
    });
    expect(slotAvailability(today, "09:00", now, "blocked")).toEqual({ available: false, reason: "blocked" });
    expect(slotAvailability(today, "11:00", now, "blocked")).toEqual({ available: false, reason: "blocked" });
  });
});

describe("daySlots", () => {
  it("lists all 24 slots of today with their verdicts", () => {
    const taken = new Map<string, SlotStatus>([
      ["09:20", "confirmed"],
      ["11:00", "blocked"],
      ["14:00", "confirmed"],
      ["15:20", "blocked"],
    ]);
    const slots = daySlots(today, now, taken);
    expect(slots.map((slot) => slot.time)).toEqual(SLOT_TIMES);
    const reasonOf = (time: string) => slots.find((slot) => slot.time === time)?.reason;
    expect(reasonOf("09:00")).toBe("past");
    expect(reasonOf("09:20")).toBe("booked");
    expect(reasonOf("10:00")).toBe("notice");
    expect(reasonOf("11:00")).toBe("blocked");
    expect(reasonOf("11:40")).toBe("notice");
    expect(reasonOf("12:00")).toBeUndefined();
    expect(reasonOf("14:00")).toBe("booked");
    expect(reasonOf("15:20")).toBe("blocked");
    // 09:00 to 11:40 (9 slots) are past or too soon; 4 are taken, 2 of them among those 9.
    expect(slots.filter((slot) => slot.available)).toHaveLength(24 - 9 - 2);
  });

  it("agrees with slotAvailability slot by slot", () => {
    const taken = new Map<string, SlotStatus>([["13:00", "confirmed"]]);
    for (const slot of daySlots(today, now, taken)) {
      const { time, ...verdict } = slot;
      expect(verdict).toEqual(slotAvailability(today, time, now, taken.get(time)));
    }
  });

  it("closes every slot on a weekend", () => {
    const slots = daySlots("2026-11-22", now, noneTaken);
    expect(slots).toHaveLength(24);
    expect(slots.every((slot) => !slot.available && slot.reason === "closed")).toBe(true);
  });

  it("closes every slot on a holiday, and opens them when staff reopen it", () => {
    const closed = daySlots("2026-12-25", now, noneTaken);
    expect(closed).toHaveLength(24);
    expect(closed.every((slot) => !slot.available && slot.reason === "closed")).toBe(true);
    const taken = new Map<string, SlotStatus>([["10:00", "blocked"]]);
    const reopened = daySlots("2026-12-25", now, taken, { reopenedHolidays: new Set(["2026-12-25"]) });
    expect(reopened.filter((slot) => slot.available)).toHaveLength(23);
    expect(reopened.find((slot) => slot.time === "10:00")).toEqual({
      time: "10:00",
      available: false,
      reason: "blocked",
    });
  });

  it("keeps 24 slots on the days around a change of offset", () => {
    const beforeSpring = new Date("2027-03-10T15:00:00Z");
    for (const date of ["2027-03-12", "2027-03-15"]) {
      const slots = daySlots(date, beforeSpring, noneTaken);
      expect(slots, date).toHaveLength(24);
      expect(slots.every((slot) => slot.available)).toBe(true);
    }
  });

  it("measures notice in real time on the first day of EDT", () => {
    // 2027-03-15 09:00 EDT is 13:00 UTC: from 11:00 UTC it is exactly 120 minutes away.
    const slots = daySlots("2027-03-15", new Date("2027-03-15T11:00:00Z"), noneTaken);
    expect(slots[0]).toEqual({ time: "09:00", available: true });
    const aMinuteLater = daySlots("2027-03-15", new Date("2027-03-15T11:01:00Z"), noneTaken);
    expect(aMinuteLater[0]).toEqual({ time: "09:00", available: false, reason: "notice" });
  });
});

describe("dateProblem in French", () => {
  it("says why a day cannot be booked, in French, with the holiday's French name", () => {
    expect(dateProblem({ bookable: false, reason: "holiday", holiday: "Christmas Day" }, "fr")).toBe(
      "Fermé\u00a0: Noël",
    );
    expect(dateProblem({ bookable: false, reason: "closed-day" }, "fr")).toBe(
      "Les appels ont lieu du lundi au vendredi seulement",
    );
    expect(dateProblem({ bookable: false, reason: "beyond-window" }, "fr")).toMatch(/^Les appels peuvent/);
    expect(dateProblem({ bookable: false, reason: "holiday", holiday: "Christmas Day" })).toBe(
      "Closed: Christmas Day",
    );
  });
});
