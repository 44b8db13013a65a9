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

  it("hides a feed's token in a spelling the server refuses and logs as it came", () => {
    const token = "b".repeat(40) + "_-9";
    expect(loggablePath(`/%63alendar/${token}.ics%zz`)).toBe("/%63alendar/[token].ics%zz");
  });

  it("leaves other paths as they are", () => {
    expect(loggablePath("/admin/bookings")).toBe("/admin/bookings");
    expect(loggablePath("/calendars")).toBe("/calendars");
    // A booking's id is a UUID, shorter than a feed's token: kept, as the logs need it.
    expect(loggablePath("/bookings/0b6f6c1e-3c1f-4f4e-9a57-6d3f1f7e2c11")).toBe(
      "/bookings/0b6f6c1e-3c1f-4f4e-9a57-6d3f1f7e2c11",
    );
  });
});
