import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path.server";

describe("loggablePath", () => {
  it("drops the query string", () => {
    expect(loggablePath("/bookings/1?token=secret")).toBe("/bookings/1");
  });

  it("hides a calendar feed's token, however the path is cased", () => {
    const token = "A".repeat(43);
    expect(loggablePath(`/calendar/${token}.ics`)).toBe("/calendar/[token]");
    expect(loggablePath(`/Calendar/${token}.ics?x=1`)).toBe("/calendar/[token]");
  });

  it("leaves other paths as they are", () => {
    expect(loggablePath("/admin/bookings")).toBe("/admin/bookings");
    expect(loggablePath("/calendars")).toBe("/calendars");
  });
});
