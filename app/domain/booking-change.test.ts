import { describe, expect, it } from "vitest";
import { attendanceOpen, changeability, reminderDueAt, staffChangeability } from "./booking-change";

const startsAt = new Date("2026-12-07T14:00:00Z"); // Monday 9:00 AM EST
const minutesBefore = (minutes: number) => new Date(startsAt.getTime() - minutes * 60_000);

describe("who may change a meeting, and until when", () => {
  it.each([
    [121, "changeable", "changeable"],
    [120, "changeable", "changeable"],
    [119, "too-late", "changeable"],
    [1, "too-late", "changeable"],
    [0, "too-late", "started"],
    [-30, "too-late", "started"],
  ])("%i minutes before: the visitor %s, staff %s", (minutes, visitor, staff) => {
    expect(changeability("confirmed", startsAt, minutesBefore(minutes))).toBe(visitor);
    expect(staffChangeability("confirmed", startsAt, minutesBefore(minutes))).toBe(staff);
  });

  it("lets nobody change a cancelled meeting", () => {
    expect(changeability("cancelled", startsAt, minutesBefore(600))).toBe("cancelled");
    expect(staffChangeability("cancelled", startsAt, minutesBefore(600))).toBe("cancelled");
  });
});

describe("attendanceOpen", () => {
  it("opens when a confirmed meeting starts, and stays open", () => {
    expect(attendanceOpen("confirmed", startsAt, minutesBefore(1))).toBe(false);
    expect(attendanceOpen("confirmed", startsAt, minutesBefore(0))).toBe(true);
    expect(attendanceOpen("confirmed", startsAt, minutesBefore(-60 * 24 * 30))).toBe(true);
  });

  it("never opens for a cancelled meeting", () => {
    expect(attendanceOpen("cancelled", startsAt, minutesBefore(-60))).toBe(false);
  });
});

describe("reminderDueAt", () => {
  it("is 24 hours before, or nothing once that has passed", () => {
    expect(reminderDueAt(startsAt, minutesBefore(60 * 48))).toEqual(new Date("2026-12-06T14:00:00Z"));
    expect(reminderDueAt(startsAt, minutesBefore(60 * 24))).toBeUndefined();
  });
});
