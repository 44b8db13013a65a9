import { describe, expect, it } from "vitest";
import {
  BOOKING_WINDOW_DAYS,
  bookingPolicyWords,
  daysInWords,
  lengthAdjective,
  MINIMUM_NOTICE_MINUTES,
  minutesInWords,
  REMINDER_LEAD_MINUTES,
  SLOT_TIMES,
  VISITOR_CHANGE_CUTOFF_MINUTES,
} from "./booking-policy";

describe("the booking policy", () => {
  it("keeps the visitor's change cut-off apart from the booking notice, both 2 hours today", () => {
    expect(MINIMUM_NOTICE_MINUTES).toBe(120);
    expect(VISITOR_CHANGE_CUTOFF_MINUTES).toBe(120);
    expect(REMINDER_LEAD_MINUTES).toBe(24 * 60);
    expect(BOOKING_WINDOW_DAYS).toBe(60);
  });

  it("puts the last slot so that its meeting ends at 17:00", () => {
    expect(SLOT_TIMES.at(-1)).toBe("16:40");
  });
});

describe("the policy in words", () => {
  it("says whole hours in hours, anything else in minutes, with the plural as needed", () => {
    expect(minutesInWords(120)).toBe("2 hours");
    expect(minutesInWords(60)).toBe("1 hour");
    expect(minutesInWords(20)).toBe("20 minutes");
    expect(minutesInWords(1)).toBe("1 minute");
    expect(minutesInWords(90)).toBe("90 minutes");
    expect(minutesInWords(24 * 60)).toBe("24 hours");
  });

  it("says days and adjectives", () => {
    expect(daysInWords(60)).toBe("60 days");
    expect(daysInWords(1)).toBe("1 day");
    expect(lengthAdjective(20)).toBe("20-minute");
    expect(lengthAdjective(120)).toBe("2-hour");
  });

  it("gives the copy the words it has always said", () => {
    expect(bookingPolicyWords).toEqual({
      meetingLength: "20 minutes",
      meetingLengthAdjective: "20-minute",
      notice: "2 hours",
      changeCutoff: "2 hours",
      window: "60 days",
      reminderLead: "24 hours",
      slotGrid: "09:00 to 16:40, every 20 minutes",
    });
  });
});
